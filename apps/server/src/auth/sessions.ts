import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { authSessions } from '@tend/db/schema/auth';
import { users } from '@tend/db/schema/users';
import { actorFromUser, type Actor } from './actor';
import { sessionPolicy } from './session-policy';
import { hashToken, newToken } from './tokens';

interface Origin {
  ip: string;
  userAgent: string | undefined;
}

/** A fresh session id at every sign-in (no fixation). Returns the raw cookie value. */
export async function createSession(db: Db, userId: string, origin: Origin, now: Date): Promise<{ token: string; hash: string }> {
  const token = newToken();
  const hash = hashToken(token);
  await db.insert(authSessions).values({
    tokenHash: hash,
    kind: 'session',
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + sessionPolicy.absoluteMs),
    ip: origin.ip,
    userAgent: origin.userAgent?.slice(0, 300),
  });
  return { token, hash };
}

/** A short-lived bearer token tied to its session: logging out revokes it too. */
export async function createAccessToken(db: Db, session: { hash: string; userId: string }, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(authSessions).values({
    tokenHash: hashToken(token),
    kind: 'access',
    userId: session.userId,
    parentHash: session.hash,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + sessionPolicy.accessTokenMs),
  });
  return token;
}

/** Resolves a cookie or bearer secret to the acting user, enforcing expiry, idle timeout and account state. */
export async function resolveActor(db: Db, secret: { cookie?: string; bearer?: string }, now: Date): Promise<Actor | null> {
  if (secret.bearer) {
    const actor = await resolveAccessToken(db, secret.bearer, now);
    if (actor) return actor;
  }
  return secret.cookie ? resolveSession(db, secret.cookie, now) : null;
}

async function resolveSession(db: Db, cookie: string, now: Date): Promise<Actor | null> {
  const hash = hashToken(cookie);
  const [row] = await db
    .select({ session: authSessions, user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.tokenHash, hash), eq(authSessions.kind, 'session'), gt(authSessions.expiresAt, now)))
    .limit(1);
  if (!row || !row.user.active || isIdle(row.session.lastSeenAt, now)) return null;
  await touch(db, hash, row.session.lastSeenAt, now);
  return actorFromUser(row.user, hash);
}

async function resolveAccessToken(db: Db, bearer: string, now: Date): Promise<Actor | null> {
  const [row] = await db
    .select({ token: authSessions, user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.tokenHash, hashToken(bearer)), eq(authSessions.kind, 'access'), gt(authSessions.expiresAt, now)))
    .limit(1);
  if (!row?.token.parentHash || !row.user.active) return null;
  const [parent] = await db
    .select({ lastSeenAt: authSessions.lastSeenAt })
    .from(authSessions)
    .where(and(eq(authSessions.tokenHash, row.token.parentHash), gt(authSessions.expiresAt, now)))
    .limit(1);
  if (!parent || isIdle(parent.lastSeenAt, now)) return null;
  await touch(db, row.token.parentHash, parent.lastSeenAt, now);
  return actorFromUser(row.user, row.token.parentHash);
}

/** Activity through either credential keeps the session from idling out. */
async function touch(db: Db, sessionHash: string, lastSeenAt: Date, now: Date): Promise<void> {
  if (now.getTime() - lastSeenAt.getTime() <= sessionPolicy.touchEveryMs) return;
  await db.update(authSessions).set({ lastSeenAt: now }).where(eq(authSessions.tokenHash, sessionHash));
}

const isIdle = (lastSeenAt: Date, now: Date) => now.getTime() - lastSeenAt.getTime() > sessionPolicy.idleMs;

/**
 * Ends one session by its hash (a cookie's, or the parent of a bearer) with every bearer minted
 * from it (the foreign key cascades too; naming them keeps it true without). Returns the user
 * whose session it was, so the caller can close that session's sockets; null when none existed.
 */
export async function deleteSession(db: Db, sessionHash: string): Promise<string | null> {
  const rows = await db
    .delete(authSessions)
    .where(or(eq(authSessions.tokenHash, sessionHash), eq(authSessions.parentHash, sessionHash)))
    .returning({ userId: authSessions.userId });
  return rows[0]?.userId ?? null;
}

export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.userId, userId));
}

/** Deletes expired and idle sessions and tokens; answers the sessions that ended, so their sockets can be closed. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<{ userId: string; tokenHash: string }[]> {
  const idleCutoff = new Date(now.getTime() - sessionPolicy.idleMs);
  const deleted = await db
    .delete(authSessions)
    .where(or(lt(authSessions.expiresAt, now), and(eq(authSessions.kind, 'session'), lt(authSessions.lastSeenAt, idleCutoff))))
    .returning({ userId: authSessions.userId, tokenHash: authSessions.tokenHash, kind: authSessions.kind });
  return deleted.filter((row) => row.kind === 'session').map(({ userId, tokenHash }) => ({ userId, tokenHash }));
}
