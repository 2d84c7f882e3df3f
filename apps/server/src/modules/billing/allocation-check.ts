import type { AllocationInput, ClientLedger } from '@tend/contracts/billing.contract';
import { formatCents } from '@tend/contracts/billing-codes';
import { badRequest } from '../../http/errors';

/**
 * Checks allocations chosen by hand against the locked ledger: each names a live charge of this
 * client, once, for no more than its balance, and together they fit in what the payment has left.
 * 400 naming the first problem.
 */
export function checkAllocations(ledger: ClientLedger, parts: readonly AllocationInput[], availableCents: number, field = 'body.allocations') {
  const seen = new Set<string>();
  let total = 0;
  parts.forEach((part, i) => {
    const at = `${field}[${i}]`;
    if (seen.has(part.charge_id)) throw badRequest(`${at}.charge_id: this charge is listed twice`);
    seen.add(part.charge_id);
    const charge = ledger.charges.find((c) => c.id === part.charge_id);
    if (!charge) throw badRequest(`${at}.charge_id: not a charge of this client`);
    if (charge.voided) throw badRequest(`${at}.charge_id: this charge is voided`);
    if (part.amount_cents > charge.balance_cents)
      throw badRequest(`${at}.amount_cents: ${formatCents(part.amount_cents)} is more than the charge's balance of ${formatCents(charge.balance_cents)}`);
    total += part.amount_cents;
  });
  if (total > availableCents)
    throw badRequest(`${field}: the allocations add up to ${formatCents(total)}, more than the ${formatCents(availableCents)} the payment has to apply`);
  return parts.map((p) => ({ chargeId: p.charge_id, amountCents: p.amount_cents }));
}
