import { errorCodes } from '@tend/contracts/errors';
import {
  acceptPortalInviteRequestSchema,
  acceptPortalInviteResponseSchema,
  lookupPortalInviteQuerySchema,
  lookupPortalInviteResponseSchema,
  type AcceptPortalInviteResponse,
  type LookupPortalInviteResponse,
  type PortalInviteStatus,
} from '@tend/contracts/portal.contract';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '@tend/db/errors';
import { actorFromUser } from '../../auth/actor';
import { hashPassword } from '../../auth/passwords';
import { recordAudit } from '../../audit/audit';
import { badRequest, conflict, HttpError } from '../../http/errors';
import { enforceRateLimit } from '../../http/rate-limit';
import { route } from '../../http/route';
import { signIn } from '../auth/sign-in';
import { findUserByEmail } from '../users/users.repo';
import { claimInvite, createClientUser, findInviteByToken, inviteeOf, inviteStatus, linkInvitee, maskEmail, reactivateUser } from './invite-tokens.repo';

/** Why a link cannot be used, told plainly and without saying whose it was. */
function refusal(status: Exclude<PortalInviteStatus, 'valid'>): HttpError {
  switch (status) {
    case 'invalid':
      return badRequest('This invitation link is not valid. Open the whole link from your invitation e-mail, or ask your practice for a new one.');
    case 'expired':
      return new HttpError(410, errorCodes.inviteExpired, 'This invitation has expired. Ask your practice to send you a new one.');
    case 'used':
      return new HttpError(410, errorCodes.inviteUsed, 'This invitation has already been used. Sign in with your e-mail and password.');
    case 'revoked':
      return new HttpError(
        410,
        errorCodes.inviteUsed,
        'This invitation was withdrawn or replaced by a newer one. Use the latest invitation e-mail, or ask your practice.',
      );
  }
}

const otherAccount =
  'This e-mail already belongs to another Tend account, so it cannot be used for this portal. Ask your practice to invite a different e-mail.';

/** Limits per client address on the public invitation calls, as the staff invitation's (tokens are 256-bit: this stops floods, not guessing). */
export const portalInviteLimits = {
  lookupPerAddress: { limit: 60, windowMs: 60 * 60_000 },
  acceptPerAddress: { limit: 20, windowMs: 60 * 60_000 },
};

/** The public side of an invitation: what the link is, and setting a password with it. */
export function registerPortalInviteRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/portal-invites/lookup',
    access: 'public',
    query: lookupPortalInviteQuerySchema,
    response: lookupPortalInviteResponseSchema,
    handler: async ({ query, now, audit, request, reply }): Promise<LookupPortalInviteResponse> => {
      await enforceRateLimit(
        db,
        reply,
        `portal-invite-lookup:ip:${request.ip}`,
        portalInviteLimits.lookupPerAddress,
        'invitation look-ups from one address',
        now,
      );
      const found = await findInviteByToken(db, query.token);
      const status = inviteStatus(found?.invite ?? null, now);
      await audit({
        action: 'portal_invite_lookup',
        recordType: 'portal_invite',
        recordId: found?.invite.id ?? null,
        clientId: found?.invite.clientId ?? null,
        outcome: status === 'valid' ? 'success' : status === 'invalid' ? 'not_found' : 'denied',
      });
      return {
        status,
        practice_name: found?.practiceName ?? null,
        email_masked: status === 'valid' && found ? maskEmail(found.invite.email) : null,
      };
    },
  });

  /**
   * Sets the password and signs the new portal user in, as login does. An e-mail that already has a
   * client account of the same practice is linked instead (its password stays); any other account
   * with the e-mail is refused (409).
   */
  route(app, {
    method: 'POST',
    url: '/api/portal-invites/accept',
    access: 'public',
    body: acceptPortalInviteRequestSchema,
    response: acceptPortalInviteResponseSchema,
    handler: async ({ body, request, reply, now, audit }): Promise<AcceptPortalInviteResponse> => {
      await enforceRateLimit(
        db,
        reply,
        `portal-invite-accept:ip:${request.ip}`,
        portalInviteLimits.acceptPerAddress,
        'invitation attempts from one address',
        now,
      );
      const found = await findInviteByToken(db, body.token);
      const status = inviteStatus(found?.invite ?? null, now);
      const refuse = async (outcome: 'denied' | 'not_found', error: HttpError) => {
        await audit({
          action: 'portal_invite_accept',
          recordType: 'portal_invite',
          recordId: found?.invite.id ?? null,
          clientId: found?.invite.clientId,
          outcome,
        });
        return error;
      };
      if (!found || status !== 'valid') throw await refuse(found ? 'denied' : 'not_found', refusal(status === 'valid' ? 'invalid' : status));
      const { invite } = found;
      const existing = await findUserByEmail(db, invite.email);
      if (existing && !(existing.role === 'client' && existing.practiceId === invite.practiceId)) throw await refuse('denied', conflict(otherAccount));
      // Hashing is slow: done before the transaction, and only for a new account.
      const passwordHash = existing ? null : await hashPassword(body.password);

      const answer = await db
        .transaction(async (tx): Promise<AcceptPortalInviteResponse> => {
          // The claim and the account commit together: a link works once, even when clicked twice at once.
          if (!(await claimInvite(tx, invite.id, now))) throw refusal('used');
          const invitee = await inviteeOf(tx, invite);
          if (!invitee) throw conflict('This record already has portal access. Sign in with your e-mail and password, or ask your practice.');
          const user =
            existing ??
            (await createClientUser(tx, {
              practiceId: invite.practiceId,
              email: invite.email,
              name: invitee.name,
              preferredName: invitee.preferredName,
              passwordHash: passwordHash!,
              now,
            }));
          await linkInvitee(tx, invite, user.id);
          if (existing && !existing.active) await reactivateUser(tx, existing.id, now);
          await recordAudit(
            tx,
            { actor: actorFromUser(user, null), ip: request.ip, now },
            { action: 'portal_invite_accept', recordType: 'portal_invite', recordId: invite.id, clientId: invite.clientId, outcome: 'success' },
          );
          if (existing) {
            return {
              outcome: 'linked_existing_account',
              message: 'You already have an account with this e-mail. It now has access to this portal: sign in with your existing password.',
            };
          }
          return { outcome: 'signed_in', ...(await signIn(tx, { request, reply, now }, user, 'sign_in')) };
        })
        .catch((error: unknown) => {
          // Two invitations to one e-mail (a parent's own and their child's) accepted at the same moment:
          // the other created the account first. This one's claim rolled back, so its link still works.
          if (isUniqueViolation(error)) throw conflict('An account for this e-mail was created a moment ago. Sign in, then open this link again.');
          throw error;
        });
      if (answer.outcome === 'signed_in') reply.status(201);
      return answer;
    },
  });
}
