import { recentClientsResponseSchema, type RecentClient } from '@tend/contracts/clients.contract';
import {
  completionStatsSchema,
  documentTypeLabels,
  noteDetailSchema,
  noteIdParamsSchema,
  notesListQuerySchema,
  notesListResponseSchema,
  recentNotesResponseSchema,
  type CompletionStats,
  type NoteDetail,
  type NotesListResponse,
  type RecentNote,
} from '@tend/contracts/notes.contract';
import { userIdParamsSchema } from '@tend/contracts/users.contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { idsOf } from '../../audit/ids-of';
import { clientDisplayName } from '../clients/client-view';
import { clientsRepo } from '../clients/clients.repo';
import { callerTimeZone } from '../users/caller-time-zone';
import { toNoteDetail } from './note-review';
import { registerNoteVersionRoutes } from './note-versions.routes';
import { toNoteView } from './note-view';
import { notesRepo } from './notes.repo';
import { caseloadRepo } from './pending.repo';

export function registerNoteRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/notes',
    access: 'notes:read',
    query: notesListQuerySchema,
    response: notesListResponseSchema,
    handler: async ({ actor, query, audit }): Promise<NotesListResponse> => {
      const timeZone = await callerTimeZone(db, actor, query.time_zone);
      const { rows, total } = await notesRepo(db, actor).list({ ...query, timeZone });
      // Another's client answers the same empty list, but the trail says the client was not found.
      const foreign = !!query.client_id && total === 0 && !(await clientsRepo(db, actor).get(query.client_id));
      await audit({ action: 'list', recordType: 'note', clientId: query.client_id, outcome: foreign ? 'not_found' : 'success' });
      return { notes: rows.map(toNoteView), total };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/notes/:id',
    access: 'notes:read',
    params: noteIdParamsSchema,
    response: noteDetailSchema,
    handler: async ({ actor, params, audit }): Promise<NoteDetail> => {
      const repo = notesRepo(db, actor);
      const row = await repo.get(params.id);
      await audit({ action: 'read', recordType: 'note', recordId: params.id, clientId: row?.client.id, outcome: row ? 'success' : 'not_found' });
      if (!row) throw notFound('Note');
      return toNoteDetail(db, actor, row, repo);
    },
  });

  // A note's history sits beside reading the note, with the same access.
  registerNoteVersionRoutes(app);

  route(app, {
    method: 'GET',
    url: '/api/notes/completion-stats',
    access: 'notes:read',
    response: completionStatsSchema,
    handler: async ({ actor }): Promise<CompletionStats> => {
      const { held, pending } = await caseloadRepo(db, actor).completionCounts();
      return {
        all_documented: pending === 0,
        pending_count: pending,
        completion_percentage: held === 0 ? 100 : Math.round((100 * (held - pending)) / held),
        total_sessions: held,
      };
    },
  });

  // The spec puts the user id in these paths; only one's own lists are answered.
  route(app, {
    method: 'GET',
    url: '/api/notes/recent/:userUuid',
    access: 'notes:read',
    params: userIdParamsSchema,
    response: recentNotesResponseSchema,
    handler: async ({ actor, params, audit }): Promise<RecentNote[]> => {
      if (params.userUuid !== actor.userId) {
        await audit({ action: 'list_recent', recordType: 'note', recordId: params.userUuid, outcome: 'not_found' });
        throw notFound('User');
      }
      const rows = await notesRepo(db, actor).recentAuthored();
      // The titles name the clients: the ids shown are recorded (never the names).
      await audit({ action: 'list_recent', recordType: 'note', recordId: idsOf(rows.map((r) => r.note)), outcome: 'success' });
      return rows.map(({ note, client }) => ({
        id: note.id,
        title: `${documentTypeLabels[note.documentType] ?? note.documentType} — ${clientDisplayName(client)}`,
        date: note.createdAt.toISOString(),
      }));
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/clients/recent/:userUuid',
    access: 'clients:read',
    params: userIdParamsSchema,
    response: recentClientsResponseSchema,
    handler: async ({ actor, params, now, audit }): Promise<RecentClient[]> => {
      if (params.userUuid !== actor.userId) {
        await audit({ action: 'list_recent', recordType: 'client', recordId: params.userUuid, outcome: 'not_found' });
        throw notFound('User');
      }
      const rows = await caseloadRepo(db, actor).recentClients(now);
      await audit({ action: 'list_recent', recordType: 'client', recordId: idsOf(rows), outcome: 'success' });
      return rows.map((c): RecentClient => ({ id: c.id, name: c.name, lastSession: c.lastSession?.toISOString() ?? null }));
    },
  });
}
