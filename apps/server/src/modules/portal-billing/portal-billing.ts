import type { PortalBillingAccount } from '@tend/contracts/billing-documents.contract';
import type { Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import { loadClientLedger } from '../billing/client-ledger';
import { billingDocsRepo } from '../billing-documents/billing-docs.repo';
import { monthsWithActivity } from '../billing-documents/statement-lines';
import { superbillsRepo } from '../billing-documents/superbills.repo';

/**
 * The portal's billing page for each client record the caller may see (their own, and the minors
 * they guard): what the client owes (their share: the insurer's expected part is apart), credit,
 * charges with what was paid and is due (no codes nor diagnoses),
 * payments, the months with a statement, and the superbills the practice has sent.
 */
export async function loadPortalBilling(db: Db, actor: Actor): Promise<PortalBillingAccount[]> {
  const docs = billingDocsRepo(db, actor);
  const practice = await docs.practice();
  const accounts: PortalBillingAccount[] = [];
  for (const client of await docs.clients()) {
    const ledger = (await loadClientLedger(db, actor, client.id))!;
    const sent = await superbillsRepo(db, actor).list({ clientId: client.id, status: 'sent' });
    accounts.push({
      client_id: client.id,
      client_name: `${client.firstName} ${client.lastName}`,
      // What the client owes, not what the insurer is still expected to pay (shown apart).
      balance_cents: ledger.totals.client_due_cents,
      insurer_due_cents: ledger.totals.insurer_due_cents,
      credit_cents: ledger.totals.credit_cents,
      charges: ledger.charges
        .filter((c) => !c.voided)
        .sort((a, b) => b.service_date.localeCompare(a.service_date))
        .map((c) => ({
          id: c.id,
          service_date: c.service_date,
          description: c.description,
          amount_cents: c.amount_cents,
          paid_cents: c.paid_cents,
          client_share_cents: c.client_share_cents,
          due_cents: c.client_due_cents,
          insurer_due_cents: c.insurer_due_cents,
        })),
      payments: ledger.payments
        .sort((a, b) => b.received_on.localeCompare(a.received_on))
        .map((p) => ({ id: p.id, received_on: p.received_on, method: p.method, amount_cents: p.amount_cents })),
      statement_months: monthsWithActivity(await docs.ledger(client.id), practice.timeZone),
      superbills: sent.map((s) => ({
        id: s.id,
        period_start: s.periodStart,
        period_end: s.periodEnd,
        total_cents: s.totalCents,
        sent_at: s.sentAt?.toISOString() ?? null,
      })),
    });
  }
  return accounts;
}
