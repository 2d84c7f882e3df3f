import {
  acceptStaffInviteRequestSchema,
  acceptStaffInviteResponseSchema,
  invitableRoleSchema,
  lookupStaffInviteResponseSchema,
  staffInviteTokenParamsSchema,
  type AcceptStaffInviteResponse,
  type LookupStaffInviteResponse,
} from '@tend/contracts/staff-users.contract';
import { errorCodes } from '@tend/contracts/errors';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '@tend/db/errors';
import { actorFromUser } from '../../auth/actor';
import { hashPassword } from '../../auth/passwords';
import { recordAudit } from '../../audit/audit';
import { conflict, HttpError } from '../../http/errors';
import { enforceRateLimit } from '../../http/rate-limit';
import { route } from '../../http/route';
import { afterFirstFactor } from '../auth/first-factor';
import { claimInvite, createStaffUser, findUsableInvite } from './staff-invites.repo';

/** Limits per client address on the public invitation calls (tokens are 256-bit; this stops floods, not guessing). */
export const staffInviteLimits = {
  lookupPerAddress: { limit: 60, windowMs: 60 * 60_000 },
  acceptPerAddress: { limit: 20, windowMs: 60 * 60_000 },
};

/** One answer for every unusable link: which of unknown, used, withdrawn or expired is not told to a link's finder. */
const unusable = () =>
  new HttpError(
    404,
    errorCodes.notFound,
    'This invitation link is not valid any more: it may have expired, been used, or been replaced by a newer one. Ask your practice administrator to send a new invitation.',
  );

/** The public side of a staff invitation: what the link is for, and accepting it. */
export function registerStaffInviteAcceptRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/auth/staff-invites/:token',
    access: 'public',
    params: staffInviteTokenParamsSchema,
    response: lookupStaffInviteResponseSchema,
    handler: async ({ params, request, reply, now }): Promise<LookupStaffInviteResponse> => {
      await enforceRateLimit(
        db,
        reply,
        `staff-invite-lookup:ip:${request.ip}`,
        staffInviteLimits.lookupPerAddress,
        'invitation look-ups from one address',
        now,
      );
      const found = await findUsableInvite(db, params.token, now);
      if (!found) throw unusable();
      const { invite, practiceName } = found;
      // findUsableInvite never answers a `dev` invitation (ADR 020).
      return { practice_name: practiceName, email: invite.email, name: invite.name, role: invitableRoleSchema.parse(invite.role) };
    },
  });

  /**
   * Creates the account in the invite's practice and signs in (or asks for a second factor, when
   * the practice requires one). Claiming the invite and creating the user commit together.
   */
  route(app, {
    method: 'POST',
    url: '/api/auth/staff-invites/accept',
    access: 'public',
    body: acceptStaffInviteRequestSchema,
    response: acceptStaffInviteResponseSchema,
    handler: async ({ body, request, reply, now }): Promise<AcceptStaffInviteResponse> => {
      await enforceRateLimit(
        db,
        reply,
        `staff-invite-accept:ip:${request.ip}`,
        staffInviteLimits.acceptPerAddress,
        'invitation attempts from one address',
        now,
      );
      if (!(await findUsableInvite(db, body.token, now))) throw unusable();
      // Hashing is slow: done before the transaction.
      const passwordHash = await hashPassword(body.password);
      const user = await db
        .transaction(async (tx) => {
          // The conditional claim makes a link work once, even when two accepts race.
          const invite = await claimInvite(tx, body.token, now);
          if (!invite) throw unusable();
          const user = await createStaffUser(tx, invite, { name: body.name ?? invite.name, passwordHash, now });
          await recordAudit(
            tx,
            { actor: actorFromUser(user, null), ip: request.ip, now },
            { action: 'user_invite_accept', recordType: 'user', recordId: user.id, outcome: 'success' },
          );
          return user;
        })
        .catch((error: unknown) => {
          // Someone made an account with this e-mail after the invite was sent; the claim rolled back.
          if (isUniqueViolation(error)) throw conflict('An account with this e-mail already exists. Sign in instead, or ask your administrator.');
          throw error;
        });
      reply.status(201);
      return afterFirstFactor(db, { request, reply, now }, user, 'sign_in');
    },
  });
}
