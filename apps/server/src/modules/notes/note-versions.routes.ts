import {
  noteVersionParamsSchema,
  noteVersionSchema,
  noteVersionsResponseSchema,
  type NoteVersion,
  type NoteVersionsResponse,
} from '@tend/contracts/note-versions.contract';
import { noteIdParamsSchema } from '@tend/contracts/notes.contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { noteVersionsRepo } from './note-versions.repo';
import { notesRepo } from './notes.repo';

/**
 * A note's history (conversation-draft.ts writes it): read by whoever may read the note, found
 * through the note (another's note looks missing), and audited as reading the note is.
 */
export function registerNoteVersionRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/notes/:id/versions',
    access: 'notes:read',
    params: noteIdParamsSchema,
    response: noteVersionsResponseSchema,
    handler: async ({ actor, params, audit }): Promise<NoteVersionsResponse> => {
      const row = await notesRepo(db, actor).get(params.id);
      await audit({ action: 'list_versions', recordType: 'note', recordId: params.id, clientId: row?.client.id, outcome: row ? 'success' : 'not_found' });
      if (!row) throw notFound('Note');
      const versions = await noteVersionsRepo(db, actor).list(row.note.id);
      return {
        versions: versions.map((v) => ({ number: v.number, source: v.source, created_at: v.createdAt.toISOString(), author_name: v.authorName })),
      };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/notes/:id/versions/:number',
    access: 'notes:read',
    params: noteVersionParamsSchema,
    response: noteVersionSchema,
    handler: async ({ actor, params, audit }): Promise<NoteVersion> => {
      const row = await notesRepo(db, actor).get(params.id);
      const version = row ? await noteVersionsRepo(db, actor).get(row.note.id, params.number) : null;
      await audit({ action: 'read_version', recordType: 'note', recordId: params.id, clientId: row?.client.id, outcome: version ? 'success' : 'not_found' });
      if (!row) throw notFound('Note');
      if (!version) throw notFound('Version');
      return {
        number: version.number,
        source: version.source,
        created_at: version.createdAt.toISOString(),
        author_name: version.authorName,
        content: version.content,
      };
    },
  });
}
