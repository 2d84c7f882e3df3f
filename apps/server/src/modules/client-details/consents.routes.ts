import {
  clientConsentsResponseSchema,
  recordConsentRequestSchema,
  updateReminderPreferenceRequestSchema,
  type ClientConsentsResponse,
} from '@tend/contracts/client-details.contract';
import { clientIdParamsSchema } from '@tend/contracts/clients.contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import { route } from '../../http/route';
import { readClientRecord, writeClientRecord } from './client-record';
import { consentsRepo, toConsentsView } from './consents.repo';

async function consentsOf(db: Db, actor: Actor, clientId: string): Promise<ClientConsentsResponse> {
  const repo = consentsRepo(db, actor);
  const history = await repo.history(clientId);
  return toConsentsView(history, await repo.remindersOptOut(clientId));
}

export function registerConsentRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/clients/:id/consents',
    access: 'clients:read',
    params: clientIdParamsSchema,
    response: clientConsentsResponseSchema,
    handler: ({ actor, params, audit }) => readClientRecord({ db, actor, audit, clientId: params.id }, 'read_consents', () => consentsOf(db, actor, params.id)),
  });

  /** Consent given or withdrawn: a new record, never an edit, so the history stays whole. */
  route(app, {
    method: 'POST',
    url: '/api/clients/:id/consents',
    access: 'clients:write',
    params: clientIdParamsSchema,
    body: recordConsentRequestSchema,
    response: clientConsentsResponseSchema,
    handler: async ({ actor, params, body, reply, now, audit }): Promise<ClientConsentsResponse> => {
      const answer = await writeClientRecord({ db, actor, audit, clientId: params.id }, 'record_consent', async (tx) => {
        await consentsRepo(tx, actor).record(params.id, { kind: body.kind, granted: body.granted, source: body.source || null, recordedAt: now });
        return consentsOf(tx, actor, params.id);
      });
      reply.status(201);
      return answer;
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/api/clients/:id/reminder-preference',
    access: 'clients:write',
    params: clientIdParamsSchema,
    body: updateReminderPreferenceRequestSchema,
    response: clientConsentsResponseSchema,
    handler: ({ actor, params, body, audit }) =>
      writeClientRecord({ db, actor, audit, clientId: params.id }, 'update_reminder_preference', async (tx) => {
        await consentsRepo(tx, actor).setRemindersOptOut(params.id, body.reminders_opt_out);
        return consentsOf(tx, actor, params.id);
      }),
  });
}
