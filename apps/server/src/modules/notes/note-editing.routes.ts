import { noteDetailSchema, noteIdParamsSchema, updateNoteRequestSchema, type NoteDetail } from '@tend/contracts/notes.contract';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { lockedNote } from './note-signing.routes';
import { toNoteDetail } from './note-review';
import { noteWritesRepo } from './note-writes.repo';
import { notesRepo } from './notes.repo';

export function registerNoteEditingRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  /**
   * The note page's autosave: a draft's whole text, so a retry or a repeat sends the same thing
   * and changes nothing more. Only the author edits, and only until signing locks the note (409).
   */
  route(app, {
    method: 'PATCH',
    url: '/api/notes/:id',
    access: 'notes:write',
    params: noteIdParamsSchema,
    body: updateNoteRequestSchema,
    response: noteDetailSchema,
    handler: async ({ actor, params, body, now, audit }): Promise<NoteDetail> => {
      const row = await notesRepo(db, actor).get(params.id);
      if (!row) {
        await audit({ action: 'update', recordType: 'note', recordId: params.id, outcome: 'not_found' });
        throw notFound('Note');
      }
      if (row.note.authorId !== actor.userId) {
        await audit({ action: 'update', recordType: 'note', recordId: params.id, clientId: row.client.id, outcome: 'denied' });
        throw forbidden('Only the clinician who wrote this note can edit it.');
      }
      return db.transaction(async (tx) => {
        const repo = notesRepo(tx, actor);
        // The status guard in the update refuses a note signed since it was read.
        if (!(await noteWritesRepo(tx, actor).updateDraft(row.note.id, { noteContent: body.note_content }, now))) throw lockedNote();
        await audit({ action: 'update', recordType: 'note', recordId: row.note.id, clientId: row.client.id, outcome: 'success' }, tx);
        return toNoteDetail(tx, actor, (await repo.get(row.note.id))!, repo);
      });
    },
  });
}
