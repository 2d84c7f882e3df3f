import type { Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import { badRequest } from '../../http/errors';
import { billingDocsRepo, type ChargeRow, type ClientInsurance, type ClientRow, type PracticeIdentity, type ProviderIdentity } from './billing-docs.repo';
import { groupBy, requireBillable } from './billable-charges';
import { chargesWithStanding } from './statement-lines';

/** A claim line: the charge, its diagnosis pointers (1-based into the claim's diagnoses), what the client paid on it. */
export interface ClaimLine {
  charge: ChargeRow;
  pointers: number[];
  paidCents: number;
}

/** One client's claim to their insurer for one rendering provider's services. */
export interface ClaimInput {
  client: ClientRow;
  insurance: ClientInsurance;
  provider: ProviderIdentity;
  practice: PracticeIdentity;
  /** ICD-10-CM codes, A–L in order. */
  diagnoses: string[];
  lines: ClaimLine[];
}

/** Diagnoses in first-use order and each line's pointers into them; more than 12 cannot be claimed. */
export function withPointers(lines: { charge: ChargeRow; paidCents: number }[], fallback: string[]): { diagnoses: string[]; lines: ClaimLine[] } {
  const diagnoses: string[] = [];
  const pointed = lines.map((l) => {
    const codes = l.charge.diagnosisCodes.length > 0 ? l.charge.diagnosisCodes : fallback.slice(0, 4);
    const pointers = codes.slice(0, 4).map((code) => {
      if (!diagnoses.includes(code)) diagnoses.push(code);
      return diagnoses.indexOf(code) + 1;
    });
    return { ...l, pointers };
  });
  return { diagnoses, lines: pointed };
}

const filled = (value: string | null | undefined) => Boolean(value && value.trim());
const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');
const isState = (value: string | null | undefined) => /^[A-Za-z]{2}$/.test((value ?? '').trim());

/**
 * Loads what a claim needs for the charges named, one claim per client and provider, refusing
 * (400) charges that are not billable, already on a batch (when `forBatch`), and any missing
 * identity: the practice's NPI, tax id and address, the provider's NPI, the client's insurance,
 * date of birth, address and diagnoses, and (837P) the payer's id, the practice's ZIP+4 and
 * two-letter states.
 */
export async function loadClaims(db: Db, actor: Actor, chargeIds: string[], options: { forBatch: boolean }): Promise<ClaimInput[]> {
  const docs = billingDocsRepo(db, actor);
  const charges = requireBillable(chargeIds, await docs.chargesByIds(chargeIds));
  if (options.forBatch) {
    const batched = charges.filter((c) => c.claimBatchId);
    if (batched.length > 0) throw badRequest(`charge_ids: already on a claim batch: ${batched.map((c) => c.id).join(', ')}.`);
  }
  const practice = await docs.practice();
  const missing = new Set<string>();
  if (!filled(practice.npi)) missing.add("the practice's NPI (billing settings)");
  if (!filled(practice.taxId)) missing.add("the practice's tax ID (billing settings)");
  if (!filled(practice.address?.line1) || !filled(practice.address?.city)) missing.add("the practice's billing address (billing settings)");
  // The 837P's billing provider address (2010AA N4) needs ZIP+4 and every N4 a two-letter state.
  if (options.forBatch) {
    if (digits(practice.address?.postal_code).length !== 9) missing.add("the practice's 9-digit ZIP code, ZIP+4 (billing settings)");
    if (!isState(practice.address?.region)) missing.add("the practice's two-letter state (billing settings)");
  }

  const claims: ClaimInput[] = [];
  for (const group of groupBy(charges, (c) => `${c.clientId}|${c.providerId}`)) {
    const client = (await docs.client(group[0]!.clientId))!;
    const name = `${client.firstName} ${client.lastName}`;
    const [provider, insurance, ledger, clientDiagnoses] = [
      await docs.provider(group[0]!.providerId ?? client.providerId),
      await docs.insurance(client.id),
      await docs.ledger(client.id),
      await docs.diagnoses(client.id),
    ];
    if (!provider) missing.add(`the rendering provider of ${name}'s charges`);
    else if (!filled(provider.npi)) missing.add(`${provider.name}'s NPI (provider billing profile)`);
    if (!insurance) missing.add(`${name}'s insurance (payer and member ID)`);
    else if (options.forBatch && !filled(insurance.payerId)) missing.add(`the payer ID of ${name}'s insurance`);
    if (!client.dateOfBirth) missing.add(`${name}'s date of birth`);
    if (!filled(client.address?.line1) || !filled(client.address?.city)) missing.add(`${name}'s address`);
    else if (options.forBatch && !isState(client.address?.region)) missing.add(`the two-letter state of ${name}'s address`);
    const standing = chargesWithStanding(ledger, group).map((s) => ({ charge: s.charge, paidCents: s.paidCents }));
    const { diagnoses, lines } = withPointers(
      standing,
      clientDiagnoses.map((d) => d.code),
    );
    if (diagnoses.length === 0) missing.add(`a diagnosis for ${name} (client diagnoses)`);
    if (diagnoses.length > 12) throw badRequest(`charge_ids: ${name}'s charges carry ${diagnoses.length} diagnoses; a claim holds at most 12.`);
    if (provider && insurance) claims.push({ client, insurance, provider, practice, diagnoses, lines });
  }
  if (missing.size > 0)
    throw badRequest(
      `Before making this claim, set: ${[...missing].join('; ')}.`,
      [...missing].map((message) => ({ field: 'charge_ids', message })),
    );
  return claims;
}
