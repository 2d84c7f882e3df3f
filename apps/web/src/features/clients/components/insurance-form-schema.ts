import { z } from 'zod';
import {
  createInsuranceRequestSchema,
  subscriberRelationships,
  type CreateInsuranceRequest,
  type InsurancePolicy,
} from '@tend/contracts/client-details.contract';

const text = z.string();

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
  };
}
