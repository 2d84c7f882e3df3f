import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@tend/db/client';
import { perDatabase } from '@tend/db/per-database';
import { authSessions } from '@tend/db/schema/auth';
import { users } from '@tend/db/schema/users';
import { actorFromUser, type Actor } from './actor';
import type { SessionCache } from './session-cache';
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

/**
 * A token minted from a session (a bearer `access` token, a single-use `voice` token): a row beside
 * the session naming it as parent, so logging out, a password change or deactivation ends it too.
 */
export async function createChildToken(
  db: Db,
  session: { hash: string; userId: string },
  kind: 'access' | 'voice',
  lifetimeMs: number,
  now: Date,
): Promise<string> {
  const token = newToken();
  await db.insert(authSessions).values({
    tokenHash: hashToken(token),
    kind,
    userId: session.userId,
    parentHash: session.hash,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs),
  });
  return token;
}

/** A short-lived bearer token tied to its session: logging out revokes it too. */
export function createAccessToken(db: Db, session: { hash: string; userId: string }, now: Date): Promise<string> {
  return createChildToken(db, session, 'access', sessionPolicy.accessTokenMs, now);
}

/** Resolves a cookie or bearer secret to the acting user, enforcing expiry, idle timeout and account state. */
export async function resolveActor(db: Db, secret: { cookie?: string; bearer?: string }, now: Date, cache?: SessionCache): Promise<Actor | null> {
  if (secret.bearer) {
    const actor = await resolveAccessToken(db, secret.bearer, now);
    if (actor) return actor;
  }
  return secret.cookie ? resolveSession(db, secret.cookie, now, cache) : null;
}

/**
 * The two lookups every request makes, prepared once per database handle: one round trip each,
 * no query building per request (issue 19 item 2).
 */
function sessionQueries(db: Db) {
  const parent = alias(authSessions, 'parent');
  const hash = sql.placeholder('hash');
  const now = sql.placeholder('now');
  return {
    session: db
      .select({ lastSeenAt: authSessions.lastSeenAt, expiresAt: authSessions.expiresAt, user: users })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(and(eq(authSessions.tokenHash, hash), eq(authSessions.kind, 'session'), gt(authSessions.expiresAt, now)))
      .limit(1)
      .prepare('resolve_session'),
    // A bearer token and the session it was minted from, in one query: both must be unexpired.
    accessToken: db
      .select({ parentHash: parent.tokenHash, parentLastSeenAt: parent.lastSeenAt, user: users })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .innerJoin(parent, and(eq(parent.tokenHash, authSessions.parentHash), gt(parent.expiresAt, now)))
      .where(and(eq(authSessions.tokenHash, hash), eq(authSessions.kind, 'access'), gt(authSessions.expiresAt, now)))
      .limit(1)
      .prepare('resolve_access_token'),
  };
}

const queriesFor = perDatabase(sessionQueries);

/** A cookie's session: from the app's cache (session-cache.ts) when it holds it, else one prepared query. */
async function resolveSession(db: Db, cookie: string, now: Date, cache: SessionCache | undefined): Promise<Actor | null> {
  const hash = hashToken(cookie);
  const generation = cache?.begin() ?? 0;
  const cached = cache?.get(hash, now);
  const session = cached ?? (await queriesFor(db).session.execute({ hash, now }))[0];
  if (!session) return null;
  // Checked on every request, cached or not: expiry, idle timeout, a deactivated account.
  if (session.expiresAt <= now || !session.user.active || isIdle(session.lastSeenAt, now)) return null;
  if (await touch(db, hash, session.lastSeenAt, now)) session.lastSeenAt = now;
  if (!cached) cache?.set(hash, session, now, generation);
  return actorFromUser(session.user, hash);
}

async function resolveAccessToken(db: Db, bearer: string, now: Date): Promise<Actor | null> {
  const [row] = await queriesFor(db).accessToken.execute({ hash: hashToken(bearer), now });
  if (!row || !row.user.active || isIdle(row.parentLastSeenAt, now)) return null;
  await touch(db, row.parentHash, row.parentLastSeenAt, now);
  return actorFromUser(row.user, row.parentHash);
}

/** Activity through either credential keeps the session from idling out. True when last_seen_at was written. */
async function touch(db: Db, sessionHash: string, lastSeenAt: Date, now: Date): Promise<boolean> {
  if (now.getTime() - lastSeenAt.getTime() <= sessionPolicy.touchEveryMs) return false;
  await db.update(authSessions).set({ lastSeenAt: now }).where(eq(authSessions.tokenHash, sessionHash));
  return true;
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
