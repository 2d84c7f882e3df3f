import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { securitySettingsOf, type SecuritySettings } from '@tend/contracts/security-settings.contract';
import type { Db } from '@tend/db/client';
import { practices } from '@tend/db/schema/practices';
import { mfaRecoveryCodes, passkeys, rememberedDevices, totpFactors } from '@tend/db/schema/staff-access';
import { hashRecoveryCode, newRecoveryCodes } from '../../auth/mfa/recovery-codes';

/** Every query here is keyed by the one user it is about: the caller, or the user of a sign-in challenge. */
export type TotpFactor = typeof totpFactors.$inferSelect;

export async function totpOf(db: Db, userId: string): Promise<TotpFactor | null> {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId)).limit(1);
  return row ?? null;
}

export async function confirmedTotpOf(db: Db, userId: string): Promise<TotpFactor | null> {
  const row = await totpOf(db, userId);
  return row?.confirmedAt ? row : null;
}

export async function passkeysOf(db: Db, userId: string) {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(passkeys.createdAt);
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function rememberedDeviceCount(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rememberedDevices)
    .where(and(eq(rememberedDevices.userId, userId), gt(rememberedDevices.expiresAt, now)));
  return row?.n ?? 0;
}

/** Which second factors a user can give right now. */
export async function methodsOf(db: Db, userId: string): Promise<('totp' | 'recovery_code' | 'passkey')[]> {
  const [totp, keys, left] = await Promise.all([confirmedTotpOf(db, userId), passkeysOf(db, userId), recoveryCodesLeft(db, userId)]);
  return [...(totp ? (['totp'] as const) : []), ...(left > 0 ? (['recovery_code'] as const) : []), ...(keys.length > 0 ? (['passkey'] as const) : [])];
}

export async function securitySettingsOfPractice(db: Db, practiceId: string): Promise<SecuritySettings> {
  const [row] = await db.select({ settings: practices.settings }).from(practices).where(eq(practices.id, practiceId)).limit(1);
  return securitySettingsOf(row?.settings);
}

/** Replaces the user's recovery codes with ten new ones; answers them in clear, once. */
export async function replaceRecoveryCodes(db: Db, userId: string, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.insert(mfaRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code), createdAt: now })));
  return codes;
}

/** Spends one recovery code; false when it is wrong or already used (the update is the check, so two racing uses cannot both pass). */
export async function spendRecoveryCode(db: Db, userId: string, code: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(mfaRecoveryCodes.userId, userId), eq(mfaRecoveryCodes.codeHash, hashRecoveryCode(code)), isNull(mfaRecoveryCodes.usedAt)))
    .returning({ id: mfaRecoveryCodes.id });
  return spent.length > 0;
}

/** Records the accepted step, only if it is newer than the last one (two racing uses of one code: one wins). */
export async function advanceTotpStep(db: Db, userId: string, step: number, confirm: Date | null = null): Promise<boolean> {
  const current = await totpOf(db, userId);
  if (!current || (current.lastStep !== null && step <= current.lastStep)) return false;
  const updated = await db
    .update(totpFactors)
    .set({ lastStep: step, ...(confirm && !current.confirmedAt ? { confirmedAt: confirm } : {}) })
    .where(and(eq(totpFactors.userId, userId), current.lastStep === null ? isNull(totpFactors.lastStep) : eq(totpFactors.lastStep, current.lastStep)))
    .returning({ userId: totpFactors.userId });
  return updated.length > 0;
}
