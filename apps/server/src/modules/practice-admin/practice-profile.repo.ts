import type { PracticeProfile, PracticeProfileChanges } from '@tend/contracts/practice-profile.contract';
import { eq } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { practiceBillingProfiles } from '@tend/db/schema/billing';
import { practices } from '@tend/db/schema/practices';

/** The practice's identity: its own row (name, zone) and its billing profile (legal name, NPI, tax id…). */
export async function readPracticeProfile(db: Db, practiceId: string): Promise<PracticeProfile> {
  const [row] = await db
    .select({ practice: practices, billing: practiceBillingProfiles })
    .from(practices)
    .leftJoin(practiceBillingProfiles, eq(practiceBillingProfiles.practiceId, practices.id))
    .where(eq(practices.id, practiceId));
  const b = row?.billing;
  return {
    name: row?.practice.name ?? '',
    time_zone: row?.practice.timeZone ?? 'UTC',
    legal_name: b?.legalName ?? null,
    npi: b?.npi ?? null,
    tax_id: b?.taxId ?? null,
    address: b?.address ?? null,
    phone: b?.phone ?? null,
  };
}

/** Writes the fields given to both tables; call inside one transaction. The billing row is made when missing. */
export async function savePracticeProfileChanges(db: Db, practiceId: string, changes: PracticeProfileChanges, now: Date): Promise<void> {
  const practice = { ...(changes.name !== undefined && { name: changes.name }), ...(changes.time_zone !== undefined && { timeZone: changes.time_zone }) };
  if (Object.keys(practice).length > 0) await db.update(practices).set(practice).where(eq(practices.id, practiceId));
  const billing = {
    ...(changes.legal_name !== undefined && { legalName: changes.legal_name }),
    ...(changes.npi !== undefined && { npi: changes.npi }),
    ...(changes.tax_id !== undefined && { taxId: changes.tax_id }),
    ...(changes.address !== undefined && { address: changes.address }),
    ...(changes.phone !== undefined && { phone: changes.phone }),
  };
  if (Object.keys(billing).length === 0) return;
  await db
    .insert(practiceBillingProfiles)
    .values({ practiceId, ...billing, updatedAt: now })
    .onConflictDoUpdate({ target: practiceBillingProfiles.practiceId, set: { ...billing, updatedAt: now } });
}
