import { and, eq, gt } from 'drizzle-orm';
import type { voiceTokenCloseReasons } from '@tend/contracts/voice.contract';
import type { Db } from '@tend/db/client';
import { authSessions } from '@tend/db/schema/auth';
import { users } from '@tend/db/schema/users';
import { actorFromUser, type Actor } from './actor';
import { sessionPolicy } from './session-policy';
import { createChildToken } from './sessions';
import { hashToken } from './tokens';

/** Long enough to open the socket after the token call, short enough that a leaked URL is useless. */
export const voiceTokenSeconds = 60;

/** A voice token opens one voice stream, and ends with its session as a bearer token does. */
export function mintVoiceToken(db: Db, session: { hash: string; userId: string }, now: Date): Promise<string> {
  return createChildToken(db, session, 'voice', voiceTokenSeconds * 1000, now);
}

export type VoiceTokenRefusal = (typeof voiceTokenCloseReasons)[number];

/**
 * Uses the token up (deleted whatever the outcome, so it never opens a second stream) and answers
 * the actor of its still-live session, or why not.
 */
export async function consumeVoiceToken(db: Db, token: string | undefined, now: Date): Promise<Actor | VoiceTokenRefusal> {
  if (!token) return 'token_missing';
  const [used] = await db
    .delete(authSessions)
    .where(and(eq(authSessions.tokenHash, hashToken(token)), eq(authSessions.kind, 'voice')))
    .returning();
  if (!used?.parentHash) return 'token_invalid';
  if (used.expiresAt <= now) return 'token_expired';
  const [parent] = await db
    .select({ session: authSessions, user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.tokenHash, used.parentHash), eq(authSessions.kind, 'session'), gt(authSessions.expiresAt, now)))
    .limit(1);
  if (!parent || !parent.user.active || now.getTime() - parent.session.lastSeenAt.getTime() > sessionPolicy.idleMs) return 'token_invalid';
  return actorFromUser(parent.user, used.parentHash);
}
