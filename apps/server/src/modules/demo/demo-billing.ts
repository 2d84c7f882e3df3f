import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { charges } from '@tend/db/schema/billing';
import { encounters } from '@tend/db/schema/encounters';
import { users } from '@tend/db/schema/users';
import { actorFromUser } from '../../auth/actor';
import { saveProviderProfile, savePracticeProfile } from '../billing/billing-profiles.repo';
import { ensureFeeSchedule } from '../billing/fee-schedule';
import { recordPayment } from '../billing/payments.service';
import { syncVisitCharges } from '../billing/visit-charges';

export interface DemoBillingOptions {
  practiceId: string;
  /** The demo practice's clinician: the one whose visits are charged and who records the payment. */
  providerId: string;
  now: Date;
}

/** Invented identifiers that pass the format checks (the NPI's check digit is valid) and belong to no one. */
const demoPractice = {
  legal_name: 'Tend Demo Practice, PLLC',
  npi: '1234567893',
  tax_id: '12-3456789',
  address: { line1: '100 Example Street, Suite 2', line2: '', city: 'Springfield', region: 'IL', postal_code: '62701', country: 'US' },
  phone: '(555) 010-0100',
  late_cancel_fee_cents: 7500,
  no_show_fee_cents: 10000,
  telehealth_place_of_service: '10' as const,
};
const demoProvider = { npi: '1999999992', credentials: 'LCSW', license_number: 'LCSW-000123', license_state: 'IL', taxonomy_code: '1041C0700X' };

/**
 * A demo practice's billing, written as its routes would write it: the fee schedule, the practice's
 * and clinician's billing identity, the charges of the visits already held (completed, late-cancelled,
 * no-show), and one partial payment — so /payments, the ledger and the portal's billing have
 * something true to show.
 */
export async function insertDemoBilling(tx: Db, { practiceId, providerId, now }: DemoBillingOptions): Promise<void> {
  await ensureFeeSchedule(tx, practiceId);
  await savePracticeProfile(tx, practiceId, demoPractice, now);
  await saveProviderProfile(tx, practiceId, providerId, demoProvider, now);
  const [provider] = await tx.select().from(users).where(eq(users.id, providerId));
  const actor = actorFromUser(provider!, null);
  const held = await tx
    .select({ id: encounters.id })
    .from(encounters)
    .where(
      and(
        eq(encounters.practiceId, practiceId),
        eq(encounters.providerId, providerId),
        lt(encounters.scheduledStart, now),
        inArray(encounters.status, ['completed', 'late_cancelled', 'no_show']),
      ),
    );
  await syncVisitCharges(
    tx,
    actor,
    held.map((v) => v.id),
    now,
  );
  const [first] = await tx
    .select({ clientId: charges.clientId, amountCents: charges.amountCents, serviceDate: charges.serviceDate })
    .from(charges)
    .where(and(eq(charges.practiceId, practiceId), eq(charges.kind, 'service')))
    .orderBy(asc(charges.serviceDate))
    .limit(1);
  if (!first) return;
  // Demo seeding is not a clinician's act on a record, so it leaves no audit event (like the other demo seeders).
  const unaudited = async () => {};
  await recordPayment(tx, actor, unaudited, first.clientId, {
    method: 'card',
    amount_cents: Math.min(first.amountCents, 5000),
    received_on: first.serviceDate,
    reference: 'Visa ending 4242',
    payer_name: null,
    memo: 'Copay at the visit',
    allocation: 'oldest_first',
    allocations: [],
  });
}
