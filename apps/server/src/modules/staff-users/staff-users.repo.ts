import { and, asc, count, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import { actingRole } from '@tend/contracts/permissions';
import type { ProviderDetails } from '@tend/contracts/staff-users.contract';
import type { Db } from '@tend/db/client';
import { authSessions } from '@tend/db/schema/auth';
import { providerBillingProfiles } from '@tend/db/schema/billing';
import { mfaRecoveryCodes, passkeys, rememberedDevices, secondFactorThrottles, totpFactors } from '@tend/db/schema/staff-access';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';

type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof providerBillingProfiles.$inferSelect;
export interface StaffRow {
  user: UserRow;
  mfaEnrolled: boolean;
  profile: ProfileRow | null;
}

/**
 * Staff a practice manages: not portal clients (and demo characters acting as clients), managed
 * elsewhere, nor developer accounts, which belong to the server's operator and are made and
 * managed with the users CLI (ADR 020): a practice's admin neither sees nor changes them.
 */
const isStaff = (user: UserRow) => user.role !== 'dev' && actingRole({ role: user.role, character_type: user.characterType }) !== 'client';

/**
 * Staff of the caller's practice, as the caller may see them: an admin the whole practice, a
 * supervisor themself and their supervisees (as GET /api/users). Every query is scoped here.
 */
export function staffUsersRepo(db: Db, actor: Actor) {
  const practice = eq(users.practiceId, actor.practiceId);
  const scope = actor.acting === 'admin' ? practice : and(practice, or(eq(users.id, actor.userId), eq(users.supervisorId, actor.userId)));

  async function withDetails(rows: UserRow[]): Promise<StaffRow[]> {
    const ids = rows.map((u) => u.id);
    if (ids.length === 0) return [];
    const [totp, keys, profiles] = await Promise.all([
      db
        .select({ userId: totpFactors.userId })
        .from(totpFactors)
        .where(and(inArray(totpFactors.userId, ids), isNotNull(totpFactors.confirmedAt))),
      db.selectDistinct({ userId: passkeys.userId }).from(passkeys).where(inArray(passkeys.userId, ids)),
      db.select().from(providerBillingProfiles).where(inArray(providerBillingProfiles.userId, ids)),
    ]);
    const enrolled = new Set([...totp, ...keys].map((r) => r.userId));
    const profileOf = new Map(profiles.map((p) => [p.userId, p]));
    return rows.map((user) => ({ user, mfaEnrolled: enrolled.has(user.id), profile: profileOf.get(user.id) ?? null }));
  }

  return {
    async list(): Promise<StaffRow[]> {
      const rows = await db.select().from(users).where(scope).orderBy(asc(users.name));
      return withDetails(rows.filter(isStaff));
    },
    /** One member of staff the caller may see, or null (another practice's user looks missing). */
    async get(id: string): Promise<StaffRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(scope, eq(users.id, id)));
      if (!row || !isStaff(row)) return null;
      return (await withDetails([row]))[0]!;
    },
  };
}

/** Writes on the practice's staff, for callers holding users:manage; the routes have checked the target is in the practice. */
export function staffWritesRepo(db: Db, actor: Actor) {
  const practice = eq(users.practiceId, actor.practiceId);
  return {
    /** Active admins of the practice other than `exceptId` (demo characters have role demo and do not count). */
    async otherActiveAdmins(exceptId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(practice, eq(users.role, 'admin'), eq(users.active, true), ne(users.id, exceptId)));
      return row?.n ?? 0;
    },
    /** A supervisor or admin of the practice who may be linked as someone's supervisor, or null. */
    async supervisorCandidate(id: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(practice, eq(users.id, id), inArray(users.role, ['supervisor', 'admin'])));
      return row ?? null;
    },
    /** The chain of supervisors above a user (their supervisor, theirs, …), stopping at a repeat. */
    async chainAbove(id: string): Promise<string[]> {
      const seen: string[] = [];
      let next: string | null = id;
      while (next && !seen.includes(next) && seen.length < 100) {
        seen.push(next);
        const [row]: { supervisorId: string | null }[] = await db
          .select({ supervisorId: users.supervisorId })
          .from(users)
          .where(and(practice, eq(users.id, next)));
        next = row?.supervisorId ?? null;
      }
      return seen;
    },
    async update(id: string, set: Partial<Pick<UserRow, 'name' | 'role' | 'isProvider' | 'supervisorId' | 'active'>>, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ ...set, updatedAt: now })
        .where(and(practice, eq(users.id, id)));
    },
    async upsertProfile(userId: string, details: Partial<ProviderDetails>, now: Date): Promise<void> {
      const set = {
        ...(details.npi !== undefined ? { npi: details.npi } : {}),
        ...(details.credentials !== undefined ? { credentials: details.credentials } : {}),
        ...(details.license_number !== undefined ? { licenseNumber: details.license_number } : {}),
        ...(details.license_state !== undefined ? { licenseState: details.license_state } : {}),
        ...(details.taxonomy_code !== undefined ? { taxonomyCode: details.taxonomy_code } : {}),
      };
      await db
        .insert(providerBillingProfiles)
        .values({ userId, practiceId: actor.practiceId, ...set, updatedAt: now })
        .onConflictDoUpdate({ target: providerBillingProfiles.userId, set: { ...set, updatedAt: now } });
    },
    /** Ends every session and bearer token of the user. */
    async endSessions(userId: string): Promise<void> {
      await db.delete(authSessions).where(eq(authSessions.userId, userId));
    },
    /** Removes every second factor: authenticator app, recovery codes, passkeys, remembered browsers and the second step's lock. */
    async resetMfa(userId: string): Promise<void> {
      await db.delete(totpFactors).where(eq(totpFactors.userId, userId));
      await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
      await db.delete(passkeys).where(eq(passkeys.userId, userId));
      await db.delete(rememberedDevices).where(eq(rememberedDevices.userId, userId));
      // A fresh start for whoever enrols next: no lock-out left from the lost factor's wrong codes.
      await db.delete(secondFactorThrottles).where(eq(secondFactorThrottles.userId, userId));
    },
  };
}
