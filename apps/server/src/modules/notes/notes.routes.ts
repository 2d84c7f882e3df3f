import { noteIdParamsSchema, type Note } from '@tend/contracts/notes.contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { notesRepo } from './notes.repo';
import { toNoteView } from './note-view';

export function registerNoteRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/notes/:id',
    access: 'notes:read',
    params: noteIdParamsSchema,
    handler: async ({ actor, params, audit }): Promise<Note> => {
      const row = await notesRepo(db, actor).get(params.id);
      await audit({ action: 'read', recordType: 'note', recordId: params.id, clientId: row?.client.id, outcome: row ? 'success' : 'not_found' });
      if (!row) throw notFound('Note');
      return toNoteView(row);
    },
  });
}
