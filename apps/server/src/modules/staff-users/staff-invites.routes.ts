import {
  createStaffInviteRequestSchema,
  staffInviteParamsSchema,
  staffInviteResponseSchema,
  type StaffInviteResponse,
} from '@tend/contracts/staff-users.contract';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../http/errors';
import { runIdempotent } from '../../http/idempotency';
import { route } from '../../http/route';
import { assertMaySendInvitations, countInvitation } from '../auth/invitation-gate';
import { findUserByEmail } from '../users/users.repo';
import { checkedSupervisor } from './supervisor-link';
import { staffInviteMailJob } from './staff-invite-mail.job';
import { staffInvitesRepo } from './staff-invites.repo';
import { toStaffInvite } from './staff-user-view';

/** Admins invite staff by e-mail, resend a link (the old one dies) or withdraw it. */
export function registerStaffInviteRoutes(app: FastifyInstance): void {
  const { db, env, mailer, jobs } = app.services;
  const inviteMail = staffInviteMailJob({ env, mailer });

  route(app, {
    method: 'POST',
    url: '/api/admin/invites',
    access: 'users:manage',
    body: createStaffInviteRequestSchema,
    response: staffInviteResponseSchema,
    handler: async ({ actor, body, request, reply, now, audit }): Promise<StaffInviteResponse> => {
      await assertMaySendInvitations(db, actor);
      return db.transaction((tx) =>
        runIdempotent(tx, { request, reply, userId: actor.userId, scope: 'staff-invites.create', body, status: 201 }, async () => {
          if (await findUserByEmail(tx, body.email)) throw conflict('An account with this e-mail already exists.');
          const invites = staffInvitesRepo(tx, actor);
          if (await invites.findPendingByEmail(body.email)) throw conflict('This e-mail already has a pending invitation: resend it instead.');
          const supervisorId = body.supervisor_id ? (await checkedSupervisor(tx, actor, body.supervisor_id)).id : null;
          const invite = await invites.create({ email: body.email, name: body.name, role: body.role, isProvider: body.is_provider, supervisorId }, now);
          await countInvitation(tx, reply, actor.practiceId, env, now);
          await jobs.enqueue(inviteMail, { inviteId: invite.id }, { userId: actor.userId, db: tx });
          await audit({ action: 'user_invite', recordType: 'user', recordId: invite.id, outcome: 'success' }, tx);
          return { invite: toStaffInvite(invite) };
        }),
      );
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/admin/invites/:id/resend',
    access: 'users:manage',
    params: staffInviteParamsSchema,
    response: staffInviteResponseSchema,
    handler: async ({ actor, params, reply, now, audit }): Promise<StaffInviteResponse> => {
      await assertMaySendInvitations(db, actor);
      return db.transaction(async (tx) => {
        const invite = await staffInvitesRepo(tx, actor).renew(params.id, now);
        if (!invite) throw notFound('Invitation');
        await countInvitation(tx, reply, actor.practiceId, env, now);
        await jobs.enqueue(inviteMail, { inviteId: invite.id }, { userId: actor.userId, db: tx });
        await audit({ action: 'user_invite_resend', recordType: 'user', recordId: invite.id, outcome: 'success' }, tx);
        return { invite: toStaffInvite(invite) };
      });
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/admin/invites/:id',
    access: 'users:manage',
    params: staffInviteParamsSchema,
    response: staffInviteResponseSchema,
    handler: async ({ actor, params, now, audit }): Promise<StaffInviteResponse> => {
      return db.transaction(async (tx) => {
        const invite = await staffInvitesRepo(tx, actor).revoke(params.id, now);
        if (!invite) throw notFound('Invitation');
        await audit({ action: 'user_invite_revoke', recordType: 'user', recordId: invite.id, outcome: 'success' }, tx);
        return { invite: toStaffInvite(invite) };
      });
    },
  });
}
