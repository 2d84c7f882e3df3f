import type { BillingOverview } from '@tend/contracts/billing.contract';
import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Db } from '@tend/db/client';
import { practices } from '@tend/db/schema/practices';
import type { Actor } from '../../auth/actor';
import { loadLedgerRows } from './client-ledger';
import { ledgerViews } from './ledger-view';

const recentPayments = 20;
const agingLabels = ['0–30', '31–60', '61–90', '90+'] as const;

const agingBucket = (days: number) => (days <= 30 ? 0 : days <= 60 ? 1 : days <= 90 ? 2 : 3);
const dateIn = (at: Date, timeZone: string) => Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone).toPlainDate();

/**
 * The /payments screen from the ledgers of the clients the caller may see (optionally one
 * clinician's): what is owed and how old it is, recent payments, and 12 months of revenue in the
 * practice's zone — charged by date of service (live charges), received by date received less
 * refunds by the day they were made.
 */
export async function billingOverview(db: Db, actor: Actor, now: Date, providerId?: string): Promise<BillingOverview> {
  const [practice] = await db.select({ timeZone: practices.timeZone }).from(practices).where(eq(practices.id, actor.practiceId));
  const timeZone = practice?.timeZone ?? 'UTC';
  const today = dateIn(now, timeZone);
  const rows = await loadLedgerRows(db, actor, { providerId });
  const views = ledgerViews(rows);

  const unpaid = views.charges.filter((c) => !c.voided && c.balance_cents > 0);
  const aging = agingLabels.map((label) => ({ label, balance_cents: 0, charges: 0 }));
  for (const c of unpaid) {
    const days = Math.max(0, Temporal.PlainDate.from(c.service_date).until(today, { largestUnit: 'days' }).days);
    const bucket = aging[agingBucket(days)]!;
    bucket.balance_cents += c.balance_cents;
    bucket.charges += 1;
  }

  const thisMonth = today.toPlainYearMonth();
  const months = Array.from({ length: 12 }, (_, i) => thisMonth.subtract({ months: 11 - i }).toString());
  const revenue = new Map(months.map((m) => [m, { month: m, charged_cents: 0, received_cents: 0 }]));
  const add = (date: string, field: 'charged_cents' | 'received_cents', cents: number) => {
    const month = revenue.get(date.slice(0, 7));
    if (month) month[field] += cents;
  };
  for (const c of views.charges) if (!c.voided) add(c.service_date, 'charged_cents', c.amount_cents);
  for (const p of views.payments) add(p.received_on, 'received_cents', p.amount_cents);
  for (const { adjustment: a } of rows.adjustments) if (a.kind === 'refund') add(dateIn(a.createdAt, timeZone).toString(), 'received_cents', -a.amountCents);

  return {
    unpaid_charges: unpaid,
    recent_payments: views.payments.slice(0, recentPayments),
    aging,
    revenue: [...revenue.values()],
    outstanding_cents: views.totals.balance_cents,
    credit_cents: views.totals.credit_cents,
  };
}
