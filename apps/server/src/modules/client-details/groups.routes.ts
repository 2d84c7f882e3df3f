import {
  addGroupMemberRequestSchema,
  clientGroupKindLabels,
  clientGroupMemberParamsSchema,
  clientGroupParamsSchema,
  clientGroupSchema,
  clientGroupsResponseSchema,
  createClientGroupRequestSchema,
  type ClientGroup,
  type ClientGroupsResponse,
} from '@tend/contracts/client-details.contract';
import { okResponseSchema } from '@tend/contracts/auth.contract';
import { clientIdParamsSchema } from '@tend/contracts/clients.contract';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { readClientRecord, writeClientRecord } from './client-record';
import { groupsRepo } from './groups.repo';

export function registerGroupRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/clients/:id/groups',
    access: 'clients:read',
    params: clientIdParamsSchema,
    response: clientGroupsResponseSchema,
    handler: async ({ actor, params, audit }): Promise<ClientGroupsResponse> => ({
      groups: await readClientRecord({ db, actor, audit, clientId: params.id }, 'list_groups', () => groupsRepo(db, actor).ofClient(params.id)),
    }),
  });

  /** A couple or family from clients the caller may see; each member's record is audited. */
  route(app, {
    method: 'POST',
    url: '/api/client-groups',
    access: 'clients:write',
    body: createClientGroupRequestSchema,
    response: clientGroupSchema,
    handler: async ({ actor, body, reply, audit }): Promise<ClientGroup> => {
      const created = await db.transaction(async (tx) => {
        const repo = groupsRepo(tx, actor);
        const members = await repo.visibleAmong(body.client_ids);
        const missing = body.client_ids.find((id) => !members.some((m) => m.id === id));
        if (missing) return { missing };
        const lastNames = [...new Set(body.client_ids.map((id) => members.find((m) => m.id === id)!.lastName))];
        const group = await repo.create(body.kind, body.name || `${clientGroupKindLabels[body.kind]}: ${lastNames.join(' & ')}`, body.client_ids);
        for (const clientId of body.client_ids) {
          await audit({ action: 'create_group', recordType: 'client', recordId: clientId, clientId, outcome: 'success' }, tx);
        }
        return { group: (await repo.withMembers([group]))[0]! };
      });
      if ('missing' in created) {
        await audit({ action: 'create_group', recordType: 'client', recordId: created.missing, outcome: 'not_found' });
        throw notFound('Client');
      }
      reply.status(201);
      return created.group;
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/client-groups/:groupId/members',
    access: 'clients:write',
    params: clientGroupParamsSchema,
    body: addGroupMemberRequestSchema,
    response: clientGroupSchema,
    handler: ({ actor, params, body, audit }) =>
      writeClientRecord({ db, actor, audit, clientId: body.client_id }, 'join_group', async (tx) => {
        const repo = groupsRepo(tx, actor);
        const group = await repo.get(params.groupId);
        if (!group) throw notFound('Group');
        if (!(await repo.addMember(group.id, body.client_id))) throw conflict('This client is already in the group.');
        return (await repo.withMembers([group]))[0]!;
      }),
  });

  route(app, {
    method: 'DELETE',
    url: '/api/client-groups/:groupId/members/:clientId',
    access: 'clients:write',
    params: clientGroupMemberParamsSchema,
    response: okResponseSchema,
    handler: async ({ actor, params, audit }) => {
      await writeClientRecord({ db, actor, audit, clientId: params.clientId }, 'leave_group', async (tx) => {
        const repo = groupsRepo(tx, actor);
        const group = await repo.get(params.groupId);
        if (!group || !(await repo.removeMember(group.id, params.clientId))) throw notFound('Group member');
      });
      return { ok: true as const };
    },
  });
}
