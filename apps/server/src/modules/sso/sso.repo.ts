import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { ssoIdentities, ssoLogins } from '@tend/db/schema/staff-access';
import { users } from '@tend/db/schema/users';

/** How long the provider has to send the browser back. */
export const ssoLoginTtlMs = 10 * 60_000;

export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string | null;
}

export async function saveLogin(db: Db, login: PendingLogin, now: Date): Promise<void> {
  // Abandoned sign-ins are cleared here, by the next one, rather than by a job of their own.
  await db.delete(ssoLogins).where(lt(ssoLogins.expiresAt, now));
  await db.insert(ssoLogins).values({ ...login, createdAt: now, expiresAt: new Date(now.getTime() + ssoLoginTtlMs) });
}

/** Takes the sign-in of this state out (single use: a second callback with it finds nothing); null unless it was there and fresh. */
export async function takeLogin(db: Db, state: string, now: Date): Promise<PendingLogin | null> {
  const [row] = await db.delete(ssoLogins).where(eq(ssoLogins.state, state)).returning();
  if (!row || row.expiresAt <= now) return null;
  return { state: row.state, nonce: row.nonce, codeVerifier: row.codeVerifier, returnTo: row.returnTo };
}

/** The account an identity was linked to. */
export async function findUserByIdentity(db: Db, issuer: string, subject: string) {
  const [row] = await db
    .select({ user: users })
    .from(ssoIdentities)
    .innerJoin(users, eq(users.id, ssoIdentities.userId))
    .where(and(eq(ssoIdentities.issuer, issuer), eq(ssoIdentities.subject, subject)))
    .limit(1);
  return row?.user ?? null;
}

export async function linkIdentity(db: Db, identity: { issuer: string; subject: string; userId: string }, now: Date): Promise<void> {
  await db
    .insert(ssoIdentities)
    .values({ ...identity, createdAt: now })
    .onConflictDoNothing();
}
