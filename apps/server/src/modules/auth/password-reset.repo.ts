import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { passwordResetTokens } from '@tend/db/schema/auth';
import { users } from '@tend/db/schema/users';
import { sessionPolicy } from '../../auth/session-policy';
import { hashToken, newToken } from '../../auth/tokens';

// No signed-in caller here: the reset token is the scope. Only its hash is stored.

/** The user a reset mail may go to: an active account with a password (demo accounts have none). */
export async function findResettableUser(db: Db, userId: string): Promise<{ id: string; email: string } | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.active, true), eq(users.demoMode, false)));
  return row ?? null;
}

/** A one-hour reset token for the user; returns the raw token for the e-mail. */
export async function issueResetToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = newToken();
  await db
    .insert(passwordResetTokens)
    .values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt: new Date(now.getTime() + sessionPolicy.resetTokenMs) });
  return token;
}

/**
 * Claims an unused, unexpired token and sets its user's password; returns the user's id, or null
 * for a bad token. Call inside a transaction so the claim and the change commit together.
 */
export async function resetPasswordWithToken(tx: Db, token: string, passwordHash: string, now: Date): Promise<string | null> {
  const [claimed] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  if (!claimed) return null;
  await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, claimed.userId));
  return claimed.userId;
}
