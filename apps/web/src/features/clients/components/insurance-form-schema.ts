import { z } from 'zod';
import {
  createInsuranceRequestSchema,
  subscriberRelationships,
  type CreateInsuranceRequest,
  type InsurancePolicy,
} from '@tend/contracts/client-details.contract';
import { centsToInput, parseCents } from '@/lib/money/cents-input';

const text = z.string();

/** A money field of the policy: blank is "not entered" (null), else an amount such as 25 or 25.00. */
const optionalCents = (label: string) =>
  z.string().transform((typed, ctx): number | null => {
    if (!typed.trim()) return null;
    const cents = parseCents(typed);
    if (cents === null) ctx.addIssue({ code: 'custom', message: `${label} must be an amount such as 25.00` });
    return cents;
  });

/** The coinsurance: blank (null) or a whole percent, with or without the sign. */
const optionalPercent = z.string().transform((typed, ctx): number | null => {
  const text = typed.trim().replace(/\s*%$/, '');
  if (!text) return null;
  if (!/^\d{1,3}$/.test(text) || Number(text) > 100) ctx.addIssue({ code: 'custom', message: 'Coinsurance must be a whole percent from 0 to 100' });
  return Number(text);
});

/** What the insurance dialog edits, every field as typed. */
const insuranceFormFields = z.object({
  payer_name: text,
  payer_id: text,
  member_id: text,
  group_number: text,
  /** The select's value: '1' primary, '2' secondary, '3' tertiary. */
  rank: z.enum(['1', '2', '3']),
  subscriber_relationship: z.enum(subscriberRelationships),
  subscriber_name: text,
  subscriber_date_of_birth: text,
  copay: optionalCents('Copay'),
  coinsurance: optionalPercent,
  deductible: optionalCents('Deductible'),
  deductible_met: optionalCents('Deductible met'),
});

const orNull = (value: string) => value.trim() || null;

/** The form read into the contract's request and checked by the contract itself (its messages show at the same fields). */
export const insuranceFormSchema = insuranceFormFields
  .transform((f): CreateInsuranceRequest => ({
    payer_name: f.payer_name,
    payer_id: orNull(f.payer_id),
    member_id: f.member_id,
    group_number: orNull(f.group_number),
    rank: Number(f.rank),
    subscriber_relationship: f.subscriber_relationship,
    // The client's own policy has no separate subscriber.
    subscriber_name: f.subscriber_relationship === 'self' ? null : orNull(f.subscriber_name),
    subscriber_date_of_birth: f.subscriber_relationship === 'self' ? null : orNull(f.subscriber_date_of_birth),
    copay_cents: f.copay,
    coinsurance_percent: f.coinsurance,
    deductible_cents: f.deductible,
    deductible_met_cents: f.deductible_met ?? 0,
  }))
  .pipe(createInsuranceRequestSchema);

export type InsuranceFormFields = z.input<typeof insuranceFormSchema>;
export type InsuranceFormValues = z.output<typeof insuranceFormSchema>;

/** The policy's values, or a blank policy of the client's own at the first free rank. */
export function insuranceFormDefaults(policy: InsurancePolicy | undefined, freeRank: number): InsuranceFormFields {
  return {
    payer_name: policy?.payer_name ?? '',
    payer_id: policy?.payer_id ?? '',
    member_id: policy?.member_id ?? '',
    group_number: policy?.group_number ?? '',
    rank: String(policy?.rank ?? freeRank) as InsuranceFormFields['rank'],
    subscriber_relationship: policy?.subscriber_relationship ?? 'self',
    subscriber_name: policy?.subscriber_name ?? '',
    subscriber_date_of_birth: policy?.subscriber_date_of_birth ?? '',
    copay: policy?.copay_cents == null ? '' : centsToInput(policy.copay_cents),
    coinsurance: policy?.coinsurance_percent == null ? '' : String(policy.coinsurance_percent),
    deductible: policy?.deductible_cents == null ? '' : centsToInput(policy.deductible_cents),
    deductible_met: policy?.deductible_met_cents ? centsToInput(policy.deductible_met_cents) : '',
  };
}
