import { dateInZone } from '@tend/contracts/calendar-days';
import { chargeStandings, insurerPaymentIds, ledgerTotals, type LedgerTotals } from '../billing/ledger-math';
import type { ChargeRow, LedgerRows } from './billing-docs.repo';

/*
 * What a statement lists, pure and in integer cents: every charge, payment, write-off and refund
 * dated in the period with a running balance (what the client owes less their credit), the
 * opening balance carried from before the period, and the balance and credit at its end.
 * Voided charges and their write-offs count for nothing; write-offs and refunds are dated by when
 * they were recorded.
 */

export type EntryKind = 'charge' | 'payment' | 'write_off' | 'refund';
export interface StatementEntry {
  date: string;
  kind: EntryKind;
  description: string;
  /** Signed: a charge or refund raises what is owed, a payment or write-off lowers it. */
  amountCents: number;
  runningCents: number;
}
export interface Statement {
  openingCents: number;
  entries: StatementEntry[];
  closingCents: number;
  /** Balance due (the client's and the insurer's parts) and unapplied credit as of the period's last day. */
  totals: LedgerTotals;
  audience: StatementAudience;
}

const kindOrder: Record<EntryKind, number> = { charge: 0, payment: 1, write_off: 2, refund: 3 };

/** Who reads the statement: the client's copy (portal) says "Adjustment" / "Refund", not staff's internal reasons. */
export type StatementAudience = 'practice' | 'client';

const adjustmentLabel = (a: LedgerRows['adjustments'][number], audience: StatementAudience) =>
  audience === 'client' ? (a.kind === 'write_off' ? 'Adjustment' : 'Refund') : `${a.kind === 'write_off' ? 'Write-off' : 'Refund'}: ${a.reason}`;

/** Every dated movement of the ledger, oldest first. */
export function ledgerEvents(rows: LedgerRows, timeZone: string, audience: StatementAudience = 'practice'): Omit<StatementEntry, 'runningCents'>[] {
  const day = (at: Date) => dateInZone(at, timeZone).toString();
  // A voided charge counts for nothing, nor do its write-offs (as in ledger-math).
  const voided = new Set(rows.charges.filter((c) => c.voidedAt).map((c) => c.id));
  const events: Omit<StatementEntry, 'runningCents'>[] = [
    ...rows.charges
      .filter((c) => !c.voidedAt)
      .map((c) => ({ date: c.serviceDate, kind: 'charge' as const, description: chargeLabel(c), amountCents: c.amountCents })),
    ...rows.payments.map((p) => ({ date: p.receivedOn, kind: 'payment' as const, description: paymentLabel(p.method), amountCents: -p.amountCents })),
    ...rows.adjustments
      .filter((a) => !(a.chargeId && voided.has(a.chargeId)))
      .map((a) => ({
        date: day(a.createdAt),
        kind: a.kind,
        description: adjustmentLabel(a, audience),
        amountCents: a.kind === 'write_off' ? -a.amountCents : a.amountCents,
      })),
  ];
  return events.sort((a, b) => a.date.localeCompare(b.date) || kindOrder[a.kind] - kindOrder[b.kind]);
}

export function buildStatement(rows: LedgerRows, from: string, to: string, timeZone: string, audience: StatementAudience = 'practice'): Statement {
  const events = ledgerEvents(rows, timeZone, audience);
  let running = 0;
  for (const e of events) if (e.date < from) running += e.amountCents;
  const openingCents = running;
  const entries: StatementEntry[] = [];
  for (const e of events.filter((x) => x.date >= from && x.date <= to)) {
    running += e.amountCents;
    entries.push({ ...e, runningCents: running });
  }
  return { openingCents, entries, closingCents: running, totals: totalsAsOf(rows, to, timeZone), audience };
}

/** Balance and credit counting only what was dated on or before `to`. */
function totalsAsOf(rows: LedgerRows, to: string, timeZone: string): LedgerTotals {
  const chargesSoFar = rows.charges.filter((c) => c.serviceDate <= to);
  const paymentsSoFar = rows.payments.filter((p) => p.receivedOn <= to);
  const chargeIds = new Set(chargesSoFar.map((c) => c.id));
  const paymentIds = new Set(paymentsSoFar.map((p) => p.id));
  return ledgerTotals(
    chargesSoFar.map(chargeAmounts),
    paymentsSoFar,
    rows.allocations.filter((a) => chargeIds.has(a.chargeId) && paymentIds.has(a.paymentId)),
    rows.adjustments.filter((a) => dateInZone(a.createdAt, timeZone).toString() <= to),
  );
}

export const chargeAmounts = (c: ChargeRow) => ({
  id: c.id,
  amountCents: c.amountCents,
  voided: c.voidedAt !== null,
  serviceDate: c.serviceDate,
  createdAt: c.createdAt,
  insurerShareCents: c.insurerShareCents,
});

/**
 * Each live charge with what was paid on it and what is still due, as of now: in all, of the
 * client (their share less their payments) and of the insurer.
 */
export function chargesWithStanding(rows: LedgerRows, selected: ChargeRow[]) {
  const standings = chargeStandings(rows.charges.map(chargeAmounts), rows.allocations, rows.adjustments, insurerPaymentIds(rows.payments));
  return selected
    .filter((c) => !c.voidedAt)
    .map((c) => {
      const s = standings.get(c.id)!;
      return {
        charge: c,
        paidCents: s.paidCents,
        writtenOffCents: s.writtenOffCents,
        dueCents: s.balanceCents,
        clientShareCents: s.clientShareCents,
        clientDueCents: s.clientDueCents,
        insurerDueCents: s.insurerDueCents,
      };
    });
}

/** The months (YYYY-MM) with any ledger activity, newest first. */
export function monthsWithActivity(rows: LedgerRows, timeZone: string): string[] {
  return [...new Set(ledgerEvents(rows, timeZone).map((e) => e.date.slice(0, 7)))].sort().reverse();
}

export function chargeLabel(c: Pick<ChargeRow, 'serviceCode' | 'description'>): string {
  return c.serviceCode ? `${c.serviceCode} ${c.description}` : c.description;
}

const methodLabels: Record<string, string> = { cash: 'cash', check: 'check', card: 'card', insurance: 'insurance', other: 'other' };
export function paymentLabel(method: string): string {
  return `Payment (${methodLabels[method] ?? method})`;
}
