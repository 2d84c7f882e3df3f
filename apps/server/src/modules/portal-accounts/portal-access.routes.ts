import { clientIdParamsSchema } from '@tend/contracts/clients.contract';
import {
  createPortalInviteRequestSchema,
  portalAccessResponseSchema,
  portalInviteLifetimeDays,
  portalInviteSchema,
  revokePortalAccessRequestSchema,
  type PortalAccessResponse,
  type PortalInvite,
} from '@tend/contracts/portal.contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { practices } from '@tend/db/schema/practices';
import { deleteUserSessions } from '../../auth/sessions';
import { hashToken, newToken } from '../../auth/tokens';
import { badRequest, conflict, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { findVisibleClient, readClientRecord, writeClientRecord } from '../client-details/client-record';
import { assertMaySendInvitations, countInvitation } from '../auth/invitation-gate';
import { findUserByEmail } from '../users/users.repo';
import { inviteMail } from './invite-mail';
import { deactivateIfUnlinked, portalAccessRepo, type PortalPerson } from './portal-access.repo';
import { portalAccessOf, toInviteView } from './portal-access-view';

const inviteLifetimeMs = portalInviteLifetimeDays * 24 * 60 * 60_000;

/** A clinician invites a client (or a minor's guardian) to the portal, sees who has access, and revokes it. */
export function registerPortalAccessRoutes(app: FastifyInstance): void {
  const { db, mailer, env } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/clients/:id/portal-access',
    access: 'clients:read',
    params: clientIdParamsSchema,
    response: portalAccessResponseSchema,
    handler: ({ actor, params, audit }): Promise<PortalAccessResponse> =>
      readClientRecord({ db, actor, audit, clientId: params.id }, 'read_portal_access', async () => {
        const client = await findVisibleClient(db, actor, params.id);
        if (!client) throw notFound('Client');
        return portalAccessOf(db, actor, client);
      }),
  });

  /** A new invitation replaces the person's open one: only the newest link works. */
  route(app, {
    method: 'POST',
    url: '/api/clients/:id/portal-invites',
    access: 'clients:write',
    params: clientIdParamsSchema,
    body: createPortalInviteRequestSchema,
    response: portalInviteSchema,
    handler: async ({ actor, params, body, reply, now, audit }): Promise<PortalInvite> => {
      const expiresAt = new Date(now.getTime() + inviteLifetimeMs);
      const token = newToken();
      const { invite, practiceName, timeZone } = await writeClientRecord({ db, actor, audit, clientId: params.id }, 'portal_invite', async (tx, client) => {
        // After the client is found: another practice's record answers 404 whoever asks.
        await assertMaySendInvitations(tx, actor);
        const repo = portalAccessRepo(tx, actor);
        let person: PortalPerson;
        let onRecord: string | null;
        if (body.relation === 'self') {
          if (client.userId) throw conflict('This client already has portal access. Revoke it first to invite another e-mail.');
          person = { clientId: client.id, relation: 'self', guardianId: null };
          onRecord = client.email;
        } else {
          const guardian = await repo.guardian(client.id, body.guardian_id!);
          if (!guardian) throw notFound('Guardian');
          if (guardian.userId) throw conflict('This guardian already has portal access. Revoke it first to invite another e-mail.');
          person = { clientId: client.id, relation: 'guardian', guardianId: guardian.id };
          onRecord = guardian.email;
        }
        const email = (body.email ?? onRecord)?.trim().toLowerCase();
        if (!email) {
          const message = 'body.email: there is no e-mail on record for this person; enter the address to invite';
          throw badRequest(message, [{ field: 'body.email', message: 'There is no e-mail on record; enter the address to invite' }]);
        }
        // A staff account or another practice's cannot become this practice's portal account.
        const existing = await findUserByEmail(tx, email);
        if (existing && !(existing.role === 'client' && existing.practiceId === actor.practiceId)) {
          throw conflict('This e-mail already belongs to another Tend account. Invite a different e-mail.');
        }
        await repo.withdrawInvites(person, now);
        const created = await repo.createInvite({ ...person, email, tokenHash: hashToken(token), expiresAt, now });
        await countInvitation(tx, reply, actor.practiceId, env, now);
        const [practice] = await tx
          .select({ name: practices.name, timeZone: practices.timeZone })
          .from(practices)
          .where(eq(practices.id, actor.practiceId))
          .limit(1);
        return { invite: created, practiceName: practice?.name ?? 'Your practice', timeZone: practice?.timeZone ?? 'UTC' };
      });
      const link = `${env.PUBLIC_URL}/portal-invite?token=${token}`;
      await mailer.send(inviteMail(invite.email, { practiceName, link, expiresAt, timeZone }));
      reply.status(201);
      return toInviteView(invite);
    },
  });

  /**
   * Ends a person's portal access to this record: the account is unlinked, open invitations are
   * withdrawn, every session of the account ends, and an account that acts for nobody any more is
   * deactivated.
   */
  route(app, {
    method: 'POST',
    url: '/api/clients/:id/portal-access/revoke',
    access: 'clients:write',
    params: clientIdParamsSchema,
    body: revokePortalAccessRequestSchema,
    response: portalAccessResponseSchema,
    handler: async ({ actor, params, body, now, audit }): Promise<PortalAccessResponse> => {
      let revoked: string | null = null;
      const answer = await writeClientRecord({ db, actor, audit, clientId: params.id }, 'revoke_portal_access', async (tx, client) => {
        const repo = portalAccessRepo(tx, actor);
        if (body.relation === 'guardian' && !(await repo.guardian(client.id, body.guardian_id!))) throw notFound('Guardian');
        const person: PortalPerson = { clientId: client.id, relation: body.relation, guardianId: body.guardian_id ?? null };
        const userId = await repo.unlink(person);
        await repo.withdrawInvites(person, now);
        if (userId) {
          await deleteUserSessions(tx, userId);
          await deactivateIfUnlinked(tx, userId, now);
          revoked = userId;
        }
        const updated = await findVisibleClient(tx, actor, client.id);
        return portalAccessOf(tx, actor, updated!);
      });
      // Once committed, the account's open sockets close on every instance too.
      if (revoked) await app.services.hub.endSessions(revoked, null);
      return answer;
    },
  });
}
