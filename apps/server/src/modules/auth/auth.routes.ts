import {
  authResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  okResponseSchema,
  refreshResponseSchema,
  registerRequestSchema,
  type AuthResponse,
  type LoginResponse,
  type MeResponse,
  type OkResponse,
  type RefreshResponse,
} from '@tend/contracts/auth.contract';
import { errorCodes } from '@tend/contracts/errors';
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { sessionPolicy } from '../../auth/session-policy';
import { createAccessToken, deleteSession, resolveActor } from '../../auth/sessions';
import { hashToken } from '../../auth/tokens';
import { conflict, HttpError, unauthorized } from '../../http/errors';
import { enforceRateLimit } from '../../http/rate-limit';
import { callerOf, route } from '../../http/route';
import { createPracticeWithOwner, findUserByEmail, findUserWithPractice } from '../users/users.repo';
import { toUserView } from '../users/user-view';
import { floodLimits } from './flood-limits';
import { claimSignInAttempt, forgiveSignInAttempt } from './login-throttle';
import { emailVerificationMailJob } from './email-verification-mail.job';
import { afterFirstFactor } from './first-factor';
import { clearSessionCookie, signIn } from './sign-in';

export function registerAuthRoutes(app: FastifyInstance): void {
  const { db, env, mailer, jobs } = app.services;
  const verificationMail = emailVerificationMailJob({ env, mailer });

  route(app, {
    method: 'POST',
    url: '/api/auth/login',
    access: 'public',
    body: loginRequestSchema,
    response: loginResponseSchema,
    handler: async ({ body, request, reply, now, audit }): Promise<LoginResponse> => {
      await claimSignInAttempt(db, reply, body.email, request.ip, now);
      const user = await findUserByEmail(db, body.email);
      if (!(await verifyPassword(user?.passwordHash, body.password)) || !user) {
        await audit({ action: 'sign_in', recordType: 'session', recordId: user?.id, outcome: 'denied' });
        throw new HttpError(401, errorCodes.invalidCredentials, 'Incorrect e-mail or password.');
      }
      await forgiveSignInAttempt(db, body.email, request.ip, now);
      if (!user.active) throw new HttpError(403, errorCodes.accountInactive, 'This account has been deactivated. Contact your practice administrator.');
      return afterFirstFactor(db, { request, reply, now }, user, 'sign_in');
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/auth/register',
    access: 'public',
    body: registerRequestSchema,
    response: authResponseSchema,
    handler: async ({ body, request, reply, now, audit }): Promise<AuthResponse> => {
      await enforceRateLimit(
        db,
        reply,
        `register:ip:${request.ip}`,
        { ...floodLimits.registerPerAddress, limit: env.SIGNUPS_PER_HOUR },
        'sign-ups from one address',
        now,
      );
      if (await findUserByEmail(db, body.email)) throw conflict('An account with this e-mail already exists. Sign in or reset your password.');
      const passwordHash = await hashPassword(body.password);
      const user = await createPracticeWithOwner(db, {
        practiceName: body.practice_name,
        email: body.email,
        name: body.name,
        passwordHash,
        isProvider: body.is_provider,
      });
      // The new practice sends no invitations until this address is confirmed (the link in this mail).
      await jobs.enqueue(verificationMail, { userId: user.id }, { userId: user.id });
      await audit({ action: 'email_verification_sent', recordType: 'user', recordId: user.id, outcome: 'success' });
      reply.status(201);
      return signIn(db, { request, reply, now }, user, 'register');
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/auth/logout',
    // Public so a half-expired client can always log out; it only ever ends the caller's own session.
    access: 'public',
    response: okResponseSchema,
    handler: async ({ request, reply, audit }): Promise<OkResponse> => {
      const cookie = request.cookies[sessionPolicy.cookieName];
      request.actor = await callerOf(app, request);
      // The cookie's session, and the one a bearer was minted from (a bearer alone logs out too).
      const hashes = new Set([cookie ? hashToken(cookie) : null, request.actor?.sessionHash ?? null].filter((h) => h !== null));
      for (const hash of hashes) {
        const userId = await deleteSession(db, hash);
        // Its open notification sockets close on every instance.
        if (userId) await app.services.hub.endSessions(userId, hash);
      }
      if (request.actor) await audit({ action: 'sign_out', recordType: 'session', recordId: request.actor.userId, outcome: 'success' });
      clearSessionCookie(reply);
      return { ok: true };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/auth/refresh',
    access: 'public',
    response: refreshResponseSchema,
    handler: async ({ request, reply, now }): Promise<RefreshResponse> => {
      // Only the cookie can mint a new bearer token: a stolen bearer token cannot extend itself.
      const actor = await resolveActor(db, { cookie: request.cookies[sessionPolicy.cookieName] }, now, app.services.sessionCache);
      if (!actor?.sessionHash) {
        // The page stops asking once the session is gone (sessionPolicy.hintCookieName).
        reply.clearCookie(sessionPolicy.hintCookieName, { path: '/' });
        throw unauthorized('Your session has expired. Please sign in again.');
      }
      const token = await createAccessToken(db, { hash: actor.sessionHash, userId: actor.userId }, now);
      return { access_token: token, token_type: 'Bearer', expires_in: Math.floor(sessionPolicy.accessTokenMs / 1000) };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/auth/me',
    access: 'session',
    response: meResponseSchema,
    handler: async ({ actor }): Promise<MeResponse> => {
      const row = await findUserWithPractice(db, actor.userId);
      if (!row) throw unauthorized();
      return { user: toUserView(row.user, row.practice, actor) };
    },
  });
}
