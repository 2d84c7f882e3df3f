import { billableChargeKinds } from '@tend/contracts/billing-codes';
import { and, asc, between, eq, isNull, sum } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { charges } from '@tend/db/schema/billing';
import { clientInsurance } from '@tend/db/schema/client-details';
import type { NewCharge } from './billing.repo';
import { deductibleLeft, splitCharge } from './client-share';

/** The client's primary policy: the one a visit is billed to first. */
async function primaryPolicy(db: Db, clientId: string) {
  const [row] = await db.select().from(clientInsurance).where(eq(clientInsurance.clientId, clientId)).orderBy(asc(clientInsurance.rank)).limit(1);
  return row ?? null;
}

/**
 * What of the policy's deductible this practice's live charges already applied in the calendar year
 * of `serviceDate` (deductibles reset each plan year; the calendar year is the common plan year).
 */
async function deductibleAppliedInYear(db: Db, policyId: string, serviceDate: string): Promise<number> {
  const year = serviceDate.slice(0, 4);
  const [row] = await db
    .select({ applied: sum(charges.deductibleAppliedCents).mapWith(Number) })
    .from(charges)
    .where(and(eq(charges.insurancePolicyId, policyId), isNull(charges.voidedAt), between(charges.serviceDate, `${year}-01-01`, `${year}-12-31`)));
  return row?.applied ?? 0;
}

/**
 * A new charge with the client's and the insurer's parts set (client-share.ts). Call inside the
 * transaction that inserts it, with the client's ledger locked, so two charges cannot both take
 * the same deductible.
 */
export async function withClientShare(db: Db, line: NewCharge): Promise<NewCharge> {
  const policy = billableChargeKinds.includes(line.kind) ? await primaryPolicy(db, line.clientId) : null;
  if (!policy) return { ...line, insurancePolicyId: null, insurerShareCents: 0, deductibleAppliedCents: 0 };
  const left = deductibleLeft(policy.deductibleCents, policy.deductibleMetCents, await deductibleAppliedInYear(db, policy.id, line.serviceDate));
  const split = splitCharge(line.amountCents, policy, left);
  return {
    ...line,
    insurancePolicyId: policy.id,
    insurerShareCents: split.insurerShareCents,
    deductibleAppliedCents: split.deductibleAppliedCents,
  };
}
