import {
  clientItemParamsSchema,
  createGuardianRequestSchema,
  guardianSchema,
  guardiansResponseSchema,
  updateGuardianRequestSchema,
  type Guardian,
  type GuardiansResponse,
} from '@tend/contracts/client-details.contract';
import { okResponseSchema } from '@tend/contracts/auth.contract';
import { clientIdParamsSchema } from '@tend/contracts/clients.contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { readClientRecord, writeClientRecord } from './client-record';
import { guardiansRepo, toGuardianView, type GuardianColumns } from './guardians.repo';

function guardianColumns(body: z.output<typeof updateGuardianRequestSchema>): GuardianColumns {
  const columns: GuardianColumns = {};
  if (body.name !== undefined) columns.name = body.name;
  if (body.relationship !== undefined) columns.relationship = body.relationship;
  if (body.phone !== undefined) columns.phone = body.phone || null;
  if (body.email !== undefined) columns.email = body.email || null;
  return columns;
}

export function registerGuardianRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/clients/:id/guardians',
    access: 'clients:read',
    params: clientIdParamsSchema,
    response: guardiansResponseSchema,
    handler: async ({ actor, params, audit }): Promise<GuardiansResponse> => {
      const rows = await readClientRecord({ db, actor, audit, clientId: params.id }, 'list_guardians', () => guardiansRepo(db, actor).list(params.id));
      return { guardians: rows.map(toGuardianView) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/clients/:id/guardians',
    access: 'clients:write',
    params: clientIdParamsSchema,
    body: createGuardianRequestSchema,
    response: guardianSchema,
    handler: async ({ actor, params, body, reply, audit }): Promise<Guardian> => {
      const row = await writeClientRecord({ db, actor, audit, clientId: params.id }, 'add_guardian', (tx) =>
        guardiansRepo(tx, actor).add(params.id, { ...guardianColumns(body), name: body.name, relationship: body.relationship }),
      );
      reply.status(201);
      return toGuardianView(row);
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/api/clients/:id/guardians/:itemId',
    access: 'clients:write',
    params: clientItemParamsSchema,
    body: updateGuardianRequestSchema,
    response: guardianSchema,
    handler: async ({ actor, params, body, audit }): Promise<Guardian> => {
      const row = await writeClientRecord({ db, actor, audit, clientId: params.id }, 'update_guardian', async (tx) => {
        const updated = await guardiansRepo(tx, actor).update(params.id, params.itemId, guardianColumns(body));
        if (!updated) throw notFound('Guardian');
        return updated;
      });
      return toGuardianView(row);
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/clients/:id/guardians/:itemId',
    access: 'clients:write',
    params: clientItemParamsSchema,
    response: okResponseSchema,
    handler: async ({ actor, params, audit }) => {
      await writeClientRecord({ db, actor, audit, clientId: params.id }, 'remove_guardian', async (tx) => {
        if (!(await guardiansRepo(tx, actor).remove(params.id, params.itemId))) throw notFound('Guardian');
      });
      return { ok: true as const };
    },
  });
}
