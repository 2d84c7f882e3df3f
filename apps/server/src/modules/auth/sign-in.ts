import type { AuthResponse } from '@tend/contracts/auth.contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@tend/db/client';
import { eq } from 'drizzle-orm';
import { users } from '@tend/db/schema/users';
import { actorFromUser } from '../../auth/actor';
import { sessionPolicy } from '../../auth/session-policy';
import { createAccessToken, createSession } from '../../auth/sessions';
import { recordAudit } from '../../audit/audit';
import { findUserWithPractice } from '../users/users.repo';
import { clearSignInFailures } from './login-throttle';
import { toUserView } from '../users/user-view';

type UserRow = typeof users.$inferSelect;

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(sessionPolicy.cookieName, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(sessionPolicy.absoluteMs / 1000),
  });
  reply.setCookie(sessionPolicy.hintCookieName, '1', {
    path: '/',
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(sessionPolicy.absoluteMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(sessionPolicy.cookieName, { path: '/' });
  reply.clearCookie(sessionPolicy.hintCookieName, { path: '/' });
}

/** Starts a fresh session for a verified user: cookie, bearer token, audit, and the user view. */
export async function signIn(db: Db, http: { request: FastifyRequest; reply: FastifyReply; now: Date }, user: UserRow, method: string): Promise<AuthResponse> {
  const { request, reply, now } = http;
  const session = await createSession(db, user.id, { ip: request.ip, userAgent: request.headers['user-agent'] }, now);
  const accessToken = await createAccessToken(db, { hash: session.hash, userId: user.id }, now);
  const actor = actorFromUser(user, session.hash);
  await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, user.id));
  // Only here, with every factor passed, are the account's failed passwords forgotten (login-throttle.ts).
  await clearSignInFailures(db, user.email);
  await recordAudit(db, { actor, ip: request.ip, now }, { action: method, recordType: 'session', recordId: user.id, outcome: 'success' });
  setSessionCookie(request, reply, session.token);
  const withPractice = await findUserWithPractice(db, user.id);
  return {
    user: toUserView(user, withPractice?.practice ?? { name: '', timeZone: 'UTC' }, actor),
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: Math.floor(sessionPolicy.accessTokenMs / 1000),
  };
}
