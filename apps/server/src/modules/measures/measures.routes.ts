import { clientItemParamsSchema } from '@tend/contracts/client-details.contract';
import { clientIdParamsSchema } from '@tend/contracts/clients.contract';
import {
  assignMeasureRequestSchema,
  measureAssignmentSchema,
  measureAssignmentsResponseSchema,
  measureDefinitions,
  measureHistoryResponseSchema,
  measureResponseDetailSchema,
  type MeasureAssignment,
} from '@tend/contracts/measures.contract';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { readClientRecord, writeClientRecord } from '../client-details/client-record';
import { measuresRepo } from './measures.repo';
import { assignmentsOf, historyOf } from './measures.service';
import { toDetailView } from './measure-view';

/** The clinician's side: assign forms and measures to a client, end them, and read the scores and answers. */
export function registerMeasureRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/clients/:id/measure-assignments',
    access: 'clients:read',
    params: clientIdParamsSchema,
    response: measureAssignmentsResponseSchema,
    handler: async ({ actor, params, now, audit }) => ({
      assignments: await readClientRecord({ db, actor, audit, clientId: params.id }, 'list_measure_assignments', () =>
        assignmentsOf(measuresRepo(db, actor), params.id, now),
      ),
    }),
  });

  route(app, {
    method: 'POST',
    url: '/api/clients/:id/measure-assignments',
    access: 'clients:write',
    params: clientIdParamsSchema,
    body: assignMeasureRequestSchema,
    response: measureAssignmentSchema,
    handler: async ({ actor, params, body, now, audit, reply }): Promise<MeasureAssignment> => {
      const created = await writeClientRecord({ db, actor, audit, clientId: params.id }, 'assign_measure', async (tx, client) => {
        const repo = measuresRepo(tx, actor);
        const current = await repo.assignments([client.id], true);
        if (current.some((c) => c.assignment.measure === body.measure)) {
          throw conflict(`${measureDefinitions[body.measure].name} is already assigned to this client; end that assignment first to change its schedule.`);
        }
        const row = await repo.assign(client, body, now);
        return (await assignmentsOf(repo, client.id, now)).find((a) => a.id === row.id)!;
      });
      reply.status(201);
      return created;
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/clients/:id/measure-assignments/:itemId/end',
    access: 'clients:write',
    params: clientItemParamsSchema,
    response: measureAssignmentSchema,
    handler: ({ actor, params, now, audit }) =>
      writeClientRecord({ db, actor, audit, clientId: params.id }, 'end_measure_assignment', async (tx, client) => {
        const repo = measuresRepo(tx, actor);
        if (!(await repo.end(client.id, params.itemId, now))) {
          if (await repo.assignment(client.id, params.itemId)) throw conflict('This assignment has already ended.');
          throw notFound('Assignment');
        }
        return (await assignmentsOf(repo, client.id, now)).find((a) => a.id === params.itemId)!;
      }),
  });

  route(app, {
    method: 'GET',
    url: '/api/clients/:id/measure-responses',
    access: 'clients:read',
    params: clientIdParamsSchema,
    response: measureHistoryResponseSchema,
    handler: ({ actor, params, audit }) =>
      readClientRecord({ db, actor, audit, clientId: params.id }, 'list_measure_responses', () =>
        historyOf(db, measuresRepo(db, actor), { id: params.id, practiceId: actor.practiceId }, actor.userId),
      ),
  });

  route(app, {
    method: 'GET',
    url: '/api/clients/:id/measure-responses/:itemId',
    access: 'clients:read',
    params: clientItemParamsSchema,
    response: measureResponseDetailSchema,
    handler: async ({ actor, params, audit }) => {
      const row = await readClientRecord({ db, actor, audit, clientId: params.id }, 'read_measure_response', () =>
        measuresRepo(db, actor).response(params.itemId),
      );
      if (!row || row.response.clientId !== params.id) {
        await audit({ action: 'read_measure_response', recordType: 'measure_response', recordId: params.itemId, clientId: params.id, outcome: 'not_found' });
        throw notFound('Response');
      }
      return toDetailView(row);
    },
  });
}
