import {
  addMoodEntryRequestSchema,
  dueFormsResponseSchema,
  measureHistoryResponseSchema,
  measureResponseDetailSchema,
  measureResponseIdParamsSchema,
  moodEntrySchema,
  portalHistoryQuerySchema,
  submitMeasureRequestSchema,
  submitMeasureResponseSchema,
} from '@tend/contracts/measures.contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { readClientRecord, writeClientRecord } from '../client-details/client-record';
import { measuresRepo } from './measures.repo';
import { dueFormsOf, historyOf } from './measures.service';
import { toDetailView, toMoodView } from './measure-view';
import { submitResponse } from './submit-response';

/**
 * The portal's side: a client (or a guardian, for their minor) sees the forms due, submits them,
 * and follows their scores and mood log. Every client id is checked against visibleClients.
 */
export function registerPortalMeasureRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/portal/forms',
    access: 'portal:self',
    response: dueFormsResponseSchema,
    handler: async ({ actor, now, audit }) => {
      const answer = await dueFormsOf(measuresRepo(db, actor), now);
      await audit({ action: 'list_due_forms', recordType: 'measure_assignment', outcome: 'success' });
      return answer;
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/portal/measure-responses',
    access: 'portal:self',
    body: submitMeasureRequestSchema,
    response: submitMeasureResponseSchema,
    handler: async ({ actor, body, now, audit, reply }) => {
      const answer = await submitResponse(app, { actor, audit, now }, body);
      reply.status(201);
      return answer;
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/portal/measure-responses',
    access: 'portal:self',
    query: portalHistoryQuerySchema,
    response: measureHistoryResponseSchema,
    handler: ({ actor, query, audit }) =>
      readClientRecord({ db, actor, audit, clientId: query.client_id }, 'list_measure_responses', () =>
        historyOf(db, measuresRepo(db, actor), { id: query.client_id, practiceId: actor.practiceId }, null),
      ),
  });

  route(app, {
    method: 'GET',
    url: '/api/portal/measure-responses/:id',
    access: 'portal:self',
    params: measureResponseIdParamsSchema,
    response: measureResponseDetailSchema,
    handler: async ({ actor, params, audit }) => {
      const row = await measuresRepo(db, actor).response(params.id);
      await audit({
        action: 'read_measure_response',
        recordType: 'measure_response',
        recordId: params.id,
        clientId: row?.response.clientId ?? null,
        outcome: row ? 'success' : 'not_found',
      });
      if (!row) throw notFound('Response');
      return toDetailView(row);
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/portal/mood-entries',
    access: 'portal:self',
    body: addMoodEntryRequestSchema,
    response: moodEntrySchema,
    handler: async ({ actor, body, now, audit, reply }) => {
      const entry = await writeClientRecord({ db, actor, audit, clientId: body.client_id }, 'add_mood_entry', async (tx, client) =>
        measuresRepo(tx, actor).addMood(client.id, { mood: body.mood, note: body.note || null }, now),
      );
      reply.status(201);
      return toMoodView(entry);
    },
  });
}
