import {
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  okResponseSchema,
  resetPasswordRequestSchema,
  type OkResponse,
} from '@tend/contracts/auth.contract';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../auth/passwords';
import { deleteUserSessions } from '../../auth/sessions';
import { badRequest } from '../../http/errors';
import { enforceRateLimit, hitRateLimit } from '../../http/rate-limit';
import { route } from '../../http/route';
import { findUserByEmail } from '../users/users.repo';
import { floodLimits } from './flood-limits';
import { passwordResetMailJob } from './password-reset-mail.job';
import { resetPasswordWithToken } from './password-reset.repo';

const sameAnswer = 'If an account exists for that e-mail, a reset link is on its way.';

export function registerPasswordResetRoutes(app: FastifyInstance): void {
  const { db, mailer, env, jobs } = app.services;
  const resetMail = passwordResetMailJob({ env, mailer });

  route(app, {
    method: 'POST',
    url: '/api/auth/forgot-password',
    access: 'public',
    body: forgotPasswordRequestSchema,
    response: forgotPasswordResponseSchema,
    handler: async ({ body, now, audit, request, reply }) => {
      await enforceRateLimit(db, reply, `forgot-password:ip:${request.ip}`, floodLimits.forgotPerAddress, 'password reset requests from one address', now);
      // Past its limit one e-mail gets no more mail but the same answer: a 429 here would say
      // which addresses someone is probing, and the owner's inbox is not flooded either way.
      const { limit, windowMs } = floodLimits.forgotPerEmail;
      if ((await hitRateLimit(db, `forgot-password:email:${body.email}`, limit, windowMs, now)).limited) return { ok: true as const, message: sameAnswer };
      const user = await findUserByEmail(db, body.email);
      // Demo accounts have no password to reset; unknown addresses get the same answer.
      // The mail goes from a job: a slow or broken SMTP server changes neither the answer nor its timing.
      if (user?.active && !user.demoMode) {
        await jobs.enqueue(resetMail, { userId: user.id }, { userId: user.id });
        await audit({ action: 'password_reset_requested', recordType: 'user', recordId: user.id, outcome: 'success' });
      }
      return { ok: true as const, message: sameAnswer };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/auth/reset-password',
    access: 'public',
    body: resetPasswordRequestSchema,
    response: okResponseSchema,
    handler: async ({ body, now, audit, request, reply }): Promise<OkResponse> => {
      // Tokens are 256-bit, so this stops floods of password hashing more than guessing; the claim below makes a link work once.
      await enforceRateLimit(db, reply, `reset-password:ip:${request.ip}`, floodLimits.resetPerAddress, 'password reset attempts from one address', now);
      const passwordHash = await hashPassword(body.password);
      const userId = await db.transaction(async (tx) => {
        // Claiming the token and changing the password commit together: a token works once.
        const userId = await resetPasswordWithToken(tx, body.token, passwordHash, now);
        if (!userId) throw badRequest('This reset link is invalid, expired or already used. Ask for a new one.');
        // Every existing session ends: whoever knew the old password is signed out.
        await deleteUserSessions(tx, userId);
        await audit({ action: 'password_reset', recordType: 'user', recordId: userId, outcome: 'success' }, tx);
        return userId;
      });
      // Once committed, their open sockets close on every instance too.
      await app.services.hub.endSessions(userId, null);
      return { ok: true };
    },
  });
}
