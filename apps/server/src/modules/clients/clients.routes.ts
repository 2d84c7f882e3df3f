import {
  appointmentsQuerySchema,
  appointmentsResponseSchema,
  clientIdParamsSchema,
  clientListQuerySchema,
  clientListResponseSchema,
  clientSchema,
  createClientRequestSchema,
  updateClientRequestSchema,
  type AppointmentsResponse,
  type Client,
  type ClientListResponse,
} from '@tend/contracts/clients.contract';
import { errorCodes } from '@tend/contracts/errors';
import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { runIdempotent } from '../../http/idempotency';
import { route } from '../../http/route';
import { clientsRepo } from './clients.repo';
import { clientColumns, clientDisplayName, toAppointmentView, toClientView } from './client-view';

type Repo = ReturnType<typeof clientsRepo>;

/** 409 possible_duplicate unless the user confirmed; a name and birth date the caller typed. */
async function refuseDuplicate(repo: Repo, first: string, last: string, dateOfBirth: string | null | undefined) {
  if (!dateOfBirth) return;
  const same = await repo.sameNameAndBirth(first, last, dateOfBirth);
  if (same.length === 0) return;
  const duplicates = same.map((c) => ({ id: c.id, name: clientDisplayName({ ...c, preferredName: null }), date_of_birth: c.dateOfBirth! }));
  throw new HttpError(
    409,
    errorCodes.possibleDuplicate,
    `A client named ${first} ${last} born ${dateOfBirth} already exists. Save anyway only if this is another person.`,
    {
      duplicates,
    },
  );
}

/** An admin's choice of clinician (a clinician's own clients are theirs): an active clinician of the practice, or none. */
async function checkedProvider(repo: Repo, requested: string | null): Promise<string | null> {
  if (requested && !(await repo.isProviderInPractice(requested))) throw badRequest('body.provider_id: not a clinician of this practice');
  return requested;
}

export function registerClientRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/clients',
    access: 'clients:read',
    query: clientListQuerySchema,
    response: clientListResponseSchema,
    handler: async ({ actor, query, audit }): Promise<ClientListResponse> => {
      const { rows, total } = await clientsRepo(db, actor).page(query);
      await audit({ action: 'list', recordType: 'client', outcome: 'success' });
      return { clients: rows.map(toClientView), total };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/clients/:id',
    access: 'clients:read',
    params: clientIdParamsSchema,
    response: clientSchema,
    handler: async ({ actor, params, audit }): Promise<Client> => {
      const row = await clientsRepo(db, actor).withProvider(params.id);
      await audit({ action: 'read', recordType: 'client', recordId: params.id, clientId: row?.client.id, outcome: row ? 'success' : 'not_found' });
      if (!row) throw notFound('Client');
      return toClientView(row);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/clients/:id/appointments',
    access: 'clients:read',
    params: clientIdParamsSchema,
    query: appointmentsQuerySchema,
    response: appointmentsResponseSchema,
    handler: async ({ actor, params, query, audit }): Promise<AppointmentsResponse> => {
      const rows = await clientsRepo(db, actor).appointments(params.id, query);
      await audit({
        action: 'list_appointments',
        recordType: 'client',
        recordId: params.id,
        clientId: rows ? params.id : undefined,
        outcome: rows ? 'success' : 'not_found',
      });
      if (!rows) throw notFound('Client');
      return { appointments: rows.map(toAppointmentView) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/clients',
    access: 'clients:write',
    body: createClientRequestSchema,
    response: clientSchema,
    handler: async ({ actor, body, request, reply, audit }): Promise<Client> => {
      const { confirm_duplicate, provider_id, ...fields } = body;
      // The form sends an Idempotency-Key: saving again after a lost answer creates the client once.
      return db.transaction((tx) =>
        runIdempotent(tx, { request, reply, userId: actor.userId, scope: 'clients.create', body, status: 201 }, async () => {
          const repo = clientsRepo(tx, actor);
          const providerId = actor.acting === 'admin' ? await checkedProvider(repo, provider_id ?? null) : actor.userId;
          if (!confirm_duplicate) await refuseDuplicate(repo, fields.first_name, fields.last_name, fields.date_of_birth);
          const row = await repo.create({ ...clientColumns(fields), firstName: fields.first_name, lastName: fields.last_name, providerId });
          await audit({ action: 'create', recordType: 'client', recordId: row.id, clientId: row.id, outcome: 'success' }, tx);
          return toClientView((await repo.withProvider(row.id))!);
        }),
      );
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/api/clients/:id',
    access: 'clients:write',
    params: clientIdParamsSchema,
    body: updateClientRequestSchema,
    response: clientSchema,
    handler: async ({ actor, params, body, audit }): Promise<Client> => {
      const { provider_id, ...fields } = body;
      const updated = await db.transaction(async (tx) => {
        const repo = clientsRepo(tx, actor);
        const current = await repo.get(params.id);
        if (!current) return null;
        const stillDischarged = (fields.status ?? current.status) === 'discharged';
        if (!stillDischarged && (fields.discharged_on || fields.discharge_reason))
          throw badRequest('body.status: only a discharged client has a discharge date and reason');
        const columns = clientColumns(fields, current.status);
        // Only an admin moves a client to another caseload; a clinician's provider_id changes nothing.
        if (actor.acting === 'admin' && provider_id !== undefined) columns.providerId = await checkedProvider(repo, provider_id);
        await repo.update(params.id, columns);
        await audit({ action: 'update', recordType: 'client', recordId: params.id, clientId: params.id, outcome: 'success' }, tx);
        return (await repo.withProvider(params.id))!;
      });
      if (!updated) {
        await audit({ action: 'update', recordType: 'client', recordId: params.id, outcome: 'not_found' });
        throw notFound('Client');
      }
      return toClientView(updated);
    },
  });
}
