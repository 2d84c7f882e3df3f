import { timelineQuerySchema, timelineResponseSchema, type TimelineResponse } from '@tend/contracts/client-details.contract';
import { clientIdParamsSchema } from '@tend/contracts/clients.contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { callerTimeZone } from '../users/caller-time-zone';
import { findVisibleClient } from './client-record';
import { timelineEvents } from './timeline-events';
import { timelineRepo } from './timeline.repo';

export function registerTimelineRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/clients/:id/timeline',
    access: 'clients:read',
    params: clientIdParamsSchema,
    query: timelineQuerySchema,
    response: timelineResponseSchema,
    handler: async ({ actor, params, query, now, audit }): Promise<TimelineResponse> => {
      const client = await findVisibleClient(db, actor, params.id);
      await audit({ action: 'read_timeline', recordType: 'client', recordId: params.id, clientId: client?.id, outcome: client ? 'success' : 'not_found' });
      if (!client) throw notFound('Client');
      const repo = timelineRepo(db, actor);
      const { limit } = query;
      const sources = {
        client,
        appointments: await repo.pastAppointments(client.id, now, limit),
        cancelledAhead: await repo.cancelledAhead(client.id, now, limit),
        notesCreated: await repo.notes(client.id, limit, 'created'),
        notesSigned: await repo.notes(client.id, limit, 'signed'),
        diagnosesAdded: await repo.diagnoses(client.id, limit, 'added'),
        diagnosesResolved: await repo.diagnoses(client.id, limit, 'resolved'),
        consents: await repo.consents(client.id, limit),
      };
      return { events: timelineEvents(sources, { now, timeZone: await callerTimeZone(db, actor), limit }) };
    },
  });
}
