import type {
  PracticeBillingProfile,
  ProviderBillingProfile,
  UpdatePracticeBillingProfile,
  UpdateProviderBillingProfile,
} from '@tend/contracts/billing.contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { practiceBillingProfiles, providerBillingProfiles } from '@tend/db/schema/billing';
import { users } from '@tend/db/schema/users';

/*
 * The practice's and its clinicians' billing identity. Scoped by practice: a practice reads and
 * writes only its own profile, and a provider profile only of a user in the same practice.
 */

type PracticeRow = typeof practiceBillingProfiles.$inferSelect;

const emptyPractice: Omit<PracticeRow, 'practiceId' | 'updatedAt'> = {
  legalName: null,
  npi: null,
  taxId: null,
  address: null,
  phone: null,
  lateCancelFeeCents: null,
  noShowFeeCents: null,
  telehealthPlaceOfService: '10',
};

/** The practice's profile; defaults (no fees, telehealth POS 10) until one is saved. */
export async function practiceProfile(db: Db, practiceId: string): Promise<Omit<PracticeRow, 'practiceId' | 'updatedAt'>> {
  const [row] = await db.select().from(practiceBillingProfiles).where(eq(practiceBillingProfiles.practiceId, practiceId)).limit(1);
  return row ?? emptyPractice;
}

export function toPracticeProfileView(p: Omit<PracticeRow, 'practiceId' | 'updatedAt'>, editable: boolean): PracticeBillingProfile {
  return {
    legal_name: p.legalName,
    npi: p.npi,
    tax_id: p.taxId,
    address: p.address,
    phone: p.phone,
    late_cancel_fee_cents: p.lateCancelFeeCents,
    no_show_fee_cents: p.noShowFeeCents,
    telehealth_place_of_service: p.telehealthPlaceOfService,
    editable,
  };
}

export async function savePracticeProfile(db: Db, practiceId: string, body: UpdatePracticeBillingProfile, now: Date): Promise<void> {
  const values = {
    legalName: body.legal_name,
    npi: body.npi,
    taxId: body.tax_id,
    address: body.address,
    phone: body.phone,
    lateCancelFeeCents: body.late_cancel_fee_cents,
    noShowFeeCents: body.no_show_fee_cents,
    telehealthPlaceOfService: body.telehealth_place_of_service,
    updatedAt: now,
  };
  await db
    .insert(practiceBillingProfiles)
    .values({ practiceId, ...values })
    .onConflictDoUpdate({ target: practiceBillingProfiles.practiceId, set: values });
}

/** A clinician of the practice with their profile (empty fields until saved); null for a user outside it. */
export async function providerProfile(db: Db, practiceId: string, userId: string): Promise<ProviderBillingProfile | null> {
  const [row] = await db
    .select({ user: { id: users.id, name: users.name }, profile: providerBillingProfiles })
    .from(users)
    .leftJoin(providerBillingProfiles, eq(providerBillingProfiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.practiceId, practiceId)))
    .limit(1);
  if (!row) return null;
  const p = row.profile;
  return {
    user_id: row.user.id,
    name: row.user.name,
    npi: p?.npi ?? null,
    credentials: p?.credentials ?? null,
    license_number: p?.licenseNumber ?? null,
    license_state: p?.licenseState ?? null,
    taxonomy_code: p?.taxonomyCode ?? null,
  };
}

export async function saveProviderProfile(db: Db, practiceId: string, userId: string, body: UpdateProviderBillingProfile, now: Date): Promise<void> {
  const values = {
    npi: body.npi,
    credentials: body.credentials,
    licenseNumber: body.license_number,
    licenseState: body.license_state,
    taxonomyCode: body.taxonomy_code,
    updatedAt: now,
  };
  await db
    .insert(providerBillingProfiles)
    .values({ userId, practiceId, ...values })
    .onConflictDoUpdate({ target: providerBillingProfiles.userId, set: values });
}
