import {
  staffListResponseSchema,
  staffUserParamsSchema,
  staffUserResponseSchema,
  updateStaffUserRequestSchema,
  type StaffListResponse,
  type StaffUserResponse,
} from '@tend/contracts/staff-users.contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import { conflict, notFound } from '../../http/errors';
import { route, type Audit } from '../../http/route';
import { refuseSupervisionCycle, checkedSupervisor } from './supervisor-link';
import { staffInvitesRepo } from './staff-invites.repo';
import { staffUsersRepo, staffWritesRepo, type StaffRow } from './staff-users.repo';
import { toStaffInvite, toStaffUser } from './staff-user-view';

const lastAdmin = (name: string) => `${name} is the practice's last active admin: make another user admin first.`;

/** The target of a change: a member of staff of the caller's practice, else 404. */
async function targetOf(db: Db, actor: Actor, id: string): Promise<StaffRow> {
  const found = await staffUsersRepo(db, actor).get(id);
  if (!found) throw notFound('User');
  return found;
}

export function registerStaffUserRoutes(app: FastifyInstance): void {
  const { db, hub } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/admin/users',
    access: 'users:read',
    response: staffListResponseSchema,
    handler: async ({ actor }): Promise<StaffListResponse> => {
      const canManage = actor.permissions.includes('users:manage');
      const [rows, invites] = await Promise.all([staffUsersRepo(db, actor).list(), canManage ? staffInvitesRepo(db, actor).listPending() : []]);
      return { users: rows.map(toStaffUser), invites: invites.map(toStaffInvite), can_manage: canManage };
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/api/admin/users/:id',
    access: 'users:manage',
    params: staffUserParamsSchema,
    body: updateStaffUserRequestSchema,
    response: staffUserResponseSchema,
    handler: async ({ actor, params, body, now, audit }): Promise<StaffUserResponse> => {
      const answer = await db.transaction(async (tx) => {
        const { user } = await targetOf(tx, actor, params.id);
        const writes = staffWritesRepo(tx, actor);
        if (body.role !== undefined && body.role !== user.role) {
          if (user.demoMode) throw conflict("A demo user's role follows their character and cannot be changed.");
          if (user.role === 'admin' && user.active && (await writes.otherActiveAdmins(user.id)) === 0) throw conflict(lastAdmin(user.name));
        }
        if (body.supervisor_id) {
          await checkedSupervisor(tx, actor, body.supervisor_id);
          await refuseSupervisionCycle(tx, actor, user.id, body.supervisor_id);
        }
        await writes.update(
          user.id,
          {
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.role !== undefined ? { role: body.role } : {}),
            ...(body.is_provider !== undefined ? { isProvider: body.is_provider } : {}),
            ...(body.supervisor_id !== undefined ? { supervisorId: body.supervisor_id } : {}),
          },
          now,
        );
        if (body.provider) await writes.upsertProfile(user.id, body.provider, now);
        await audit({ action: 'user_update', recordType: 'user', recordId: user.id, outcome: 'success' }, tx);
        return { user: toStaffUser(await targetOf(tx, actor, user.id)) };
      });
      // A new role or provider flag applies to their very next request, on every instance.
      await hub.accountChanged(params.id);
      return answer;
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/admin/users/:id/deactivate',
    access: 'users:manage',
    params: staffUserParamsSchema,
    response: staffUserResponseSchema,
    handler: async ({ actor, params, now, audit }): Promise<StaffUserResponse> => {
      const answer = await db.transaction(async (tx) => {
        const { user } = await targetOf(tx, actor, params.id);
        if (user.id === actor.userId) throw conflict('You cannot deactivate your own account.');
        const writes = staffWritesRepo(tx, actor);
        if (user.role === 'admin' && user.active && (await writes.otherActiveAdmins(user.id)) === 0) throw conflict(lastAdmin(user.name));
        await writes.update(user.id, { active: false }, now);
        // Signed out everywhere at once: their cookie and bearer tokens stop working with this commit.
        await writes.endSessions(user.id);
        await audit({ action: 'user_deactivate', recordType: 'user', recordId: user.id, outcome: 'success' }, tx);
        return { user: toStaffUser(await targetOf(tx, actor, user.id)) };
      });
      // Once committed, their open sockets close on every instance too.
      await hub.endSessions(params.id, null);
      return answer;
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/admin/users/:id/reactivate',
    access: 'users:manage',
    params: staffUserParamsSchema,
    response: staffUserResponseSchema,
    handler: async ({ actor, params, now, audit }): Promise<StaffUserResponse> => {
      return db.transaction(async (tx) => {
        const { user } = await targetOf(tx, actor, params.id);
        await staffWritesRepo(tx, actor).update(user.id, { active: true }, now);
        await audit({ action: 'user_reactivate', recordType: 'user', recordId: user.id, outcome: 'success' }, tx);
        return { user: toStaffUser(await targetOf(tx, actor, user.id)) };
      });
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/admin/users/:id/reset-mfa',
    access: 'users:manage',
    params: staffUserParamsSchema,
    response: staffUserResponseSchema,
    handler: async ({ actor, params, audit }): Promise<StaffUserResponse> => resetMfa(db, actor, params.id, audit),
  });
}

/** For a user who lost their phone or keys: every second factor goes; they enrol again at next sign-in if the practice requires it. */
async function resetMfa(db: Db, actor: Actor, userId: string, audit: Audit): Promise<StaffUserResponse> {
  return db.transaction(async (tx) => {
    const { user } = await targetOf(tx, actor, userId);
    // Removing one's own factors without proving them would let a stolen session strip them.
    if (user.id === actor.userId) throw conflict('Reset your own second factors from your security settings.');
    await staffWritesRepo(tx, actor).resetMfa(user.id);
    await audit({ action: 'user_mfa_reset', recordType: 'user', recordId: user.id, outcome: 'success' }, tx);
    return { user: toStaffUser(await targetOf(tx, actor, user.id)) };
  });
}
