import {
  resendVerificationResponseSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
  type ResendVerificationResponse,
  type VerifyEmailResponse,
} from '@tend/contracts/email-verification.contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { enforceRateLimit } from '../../http/rate-limit';
import { route } from '../../http/route';
import { emailVerificationMailJob } from './email-verification-mail.job';
import { confirmEmailWithToken, isEmailConfirmed } from './email-verification.repo';
import { floodLimits } from './flood-limits';

/** A registrant confirms their e-mail with the mailed link, or asks for a new link. */
export function registerEmailVerificationRoutes(app: FastifyInstance): void {
  const { db, env, mailer, jobs } = app.services;
  const verificationMail = emailVerificationMailJob({ env, mailer });

  route(app, {
    method: 'POST',
    url: '/api/auth/verify-email',
    // The link is opened wherever the mail is read, signed in or not: the token is the scope.
    access: 'public',
    body: verifyEmailRequestSchema,
    response: verifyEmailResponseSchema,
    handler: async ({ body, request, reply, now, audit }): Promise<VerifyEmailResponse> => {
      await enforceRateLimit(db, reply, `verify-email:ip:${request.ip}`, floodLimits.verifyPerAddress, 'confirmation attempts from one address', now);
      const userId = await db.transaction(async (tx) => {
        const userId = await confirmEmailWithToken(tx, body.token, now);
        if (userId) await audit({ action: 'email_verified', recordType: 'user', recordId: userId, outcome: 'success' }, tx);
        return userId;
      });
      if (!userId) {
        await audit({ action: 'email_verified', recordType: 'user', recordId: null, outcome: 'not_found' });
        throw badRequest('This confirmation link is invalid, expired or already used. Sign in and ask for a new one.');
      }
      return { ok: true, message: 'Your e-mail address is confirmed. Your practice can now send invitations.' };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/auth/verify-email/resend',
    // Only ever the caller's own address.
    access: 'session',
    response: resendVerificationResponseSchema,
    handler: async ({ actor, reply, now, audit }): Promise<ResendVerificationResponse> => {
      if (actor.demo) throw forbidden('Demo accounts have no e-mail address to confirm.');
      if (await isEmailConfirmed(db, actor.userId)) throw conflict('Your e-mail address is already confirmed.');
      await enforceRateLimit(db, reply, `verify-email-resend:user:${actor.userId}`, floodLimits.verifyResendPerUser, 'confirmation e-mails', now);
      await jobs.enqueue(verificationMail, { userId: actor.userId }, { userId: actor.userId });
      await audit({ action: 'email_verification_sent', recordType: 'user', recordId: actor.userId, outcome: 'success' });
      return { ok: true, message: 'A new confirmation link is on its way to your e-mail address.' };
    },
  });
}
