import {
  appointmentsQuerySchema,
  appointmentsResponseSchema,
  clientIdParamsSchema,
  clientListResponseSchema,
  clientSchema,
  createClientRequestSchema,
  type AppointmentsResponse,
  type Client,
  type ClientListResponse,
} from '@tend/contracts/clients.contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { clientsRepo } from './clients.repo';
import { toAppointmentView, toClientView } from './client-view';

export function registerClientRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/clients',
    access: 'clients:read',
    response: clientListResponseSchema,
    handler: async ({ actor, audit }): Promise<ClientListResponse> => {
      const rows = await clientsRepo(db, actor).list();
      await audit({ action: 'list', recordType: 'client', outcome: 'success' });
      return { clients: rows.map(toClientView) };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/clients/:id',
    access: 'clients:read',
    params: clientIdParamsSchema,
    response: clientSchema,
    handler: async ({ actor, params, audit }): Promise<Client> => {
      const row = await clientsRepo(db, actor).get(params.id);
      await audit({ action: 'read', recordType: 'client', recordId: params.id, clientId: row?.id, outcome: row ? 'success' : 'not_found' });
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
    handler: async ({ actor, body, reply, audit }): Promise<Client> => {
      // A clinician adds to their own caseload; an admin may assign any clinician of the practice.
      const providerId = actor.acting === 'admin' ? (body.provider_id ?? null) : actor.userId;
      const created = await db.transaction(async (tx) => {
        const repo = clientsRepo(tx, actor);
        if (providerId && !(await repo.isProviderInPractice(providerId))) throw badRequest('body.provider_id: not a clinician of this practice');
        const row = await repo.create({
          providerId,
          firstName: body.first_name,
          lastName: body.last_name,
          preferredName: body.preferred_name ?? null,
          email: body.email ?? null,
          phone: body.phone ?? null,
          dateOfBirth: body.date_of_birth ?? null,
        });
        await audit({ action: 'create', recordType: 'client', recordId: row.id, clientId: row.id, outcome: 'success' }, tx);
        return row;
      });
      reply.status(201);
      return toClientView(created);
    },
  });
}
