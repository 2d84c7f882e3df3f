/*
 * Who pays what of a charge, pure and in integer cents (decision record 023). The split is made once,
 * when the charge is made, from the client's primary policy, and kept on the charge:
 *
 * - no policy, or a line no insurer pays (a late-cancel or no-show fee, another fee): the client's;
 * - a policy with none of copay, coinsurance or deductible entered: the client's too — nothing
 *   says what the insurer pays, so the practice is not told to expect it;
 * - a copay: the client pays the copay (at most the amount), the insurer the rest; the deductible
 *   does not apply to a copay visit;
 * - otherwise the deductible left applies first (the client pays it, up to the amount), then the
 *   coinsurance percent of what remains (rounded to the nearest cent, half up); the insurer pays the rest.
 */

export interface CostSharing {
  copayCents: number | null;
  coinsurancePercent: number | null;
  deductibleCents: number | null;
}

export interface ChargeSplit {
  clientShareCents: number;
  insurerShareCents: number;
  /** The part of the client's share that went to the deductible. */
  deductibleAppliedCents: number;
}

const allTheClients = (amountCents: number): ChargeSplit => ({ clientShareCents: amountCents, insurerShareCents: 0, deductibleAppliedCents: 0 });

/**
 * Splits `amountCents` under a policy's cost sharing; `deductibleLeftCents` is what of the
 * deductible is still to be met this year (the caller's count: the policy's own figure and the
 * practice's earlier charges).
 */
export function splitCharge(amountCents: number, policy: CostSharing | null, deductibleLeftCents = 0): ChargeSplit {
  if (!policy) return allTheClients(amountCents);
  const { copayCents, coinsurancePercent, deductibleCents } = policy;
  if (copayCents === null && coinsurancePercent === null && deductibleCents === null) return allTheClients(amountCents);
  if (copayCents !== null) {
    const client = Math.min(copayCents, amountCents);
    return { clientShareCents: client, insurerShareCents: amountCents - client, deductibleAppliedCents: 0 };
  }
  const deductible = deductibleCents === null ? 0 : Math.min(Math.max(deductibleLeftCents, 0), amountCents);
  const rest = amountCents - deductible;
  // Integer arithmetic: rest × percent is exact, and adding 50 before the division rounds half up.
  const coinsurance = Math.floor((rest * (coinsurancePercent ?? 0) + 50) / 100);
  return { clientShareCents: deductible + coinsurance, insurerShareCents: rest - coinsurance, deductibleAppliedCents: deductible };
}

/** What of the deductible is left: the deductible less what was met elsewhere and what this year's charges applied. */
export function deductibleLeft(deductibleCents: number | null, metElsewhereCents: number, appliedThisYearCents: number): number {
  return Math.max(0, (deductibleCents ?? 0) - metElsewhereCents - appliedThisYearCents);
}
