import { emailVerificationLifetimeHours } from '@tend/contracts/email-verification.contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { emailVerificationTokens } from '@tend/db/schema/auth';
import { users } from '@tend/db/schema/users';
import { hashToken, newToken } from '../../auth/tokens';

// No signed-in caller for the link: its token is the scope. Only the token's hash is stored.

/** The user a confirmation mail may go to: active, not a demo account, and not confirmed yet. */
export async function findUnconfirmedUser(db: Db, userId: string): Promise<{ id: string; email: string } | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.active, true), eq(users.demoMode, false), isNull(users.emailVerifiedAt)));
  return row ?? null;
}

/** Whether the user's e-mail is confirmed. */
export async function isEmailConfirmed(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  return !!row?.at;
}

/** A fresh confirmation token; earlier unused ones stop working, so only the newest e-mail's link does. */
export async function issueVerificationToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = newToken();
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
  await db.insert(emailVerificationTokens).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + emailVerificationLifetimeHours * 60 * 60_000),
  });
  return token;
}

/**
 * Claims an unused, unexpired token and marks its user's e-mail confirmed; answers the user's id,
 * or null for a bad link. The claim is one conditional update, so a link works once.
 */
export async function confirmEmailWithToken(tx: Db, token: string, now: Date): Promise<string | null> {
  const [claimed] = await tx
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.tokenHash, hashToken(token)), isNull(emailVerificationTokens.usedAt), gt(emailVerificationTokens.expiresAt, now)))
    .returning({ userId: emailVerificationTokens.userId });
  if (!claimed) return null;
  await tx
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, claimed.userId), isNull(users.emailVerifiedAt)));
  return claimed.userId;
}
