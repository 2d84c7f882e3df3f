import { Temporal } from 'temporal-polyfill';
import { billableChargeKinds } from '@tend/contracts/billing-codes';
import { badRequest } from '../../http/errors';
import type { ChargeRow } from './billing-docs.repo';

/** Only service lines reach a superbill or claim: never a late-cancel or no-show fee, never a voided line. */
export const isBillable = (c: ChargeRow) => billableChargeKinds.includes(c.kind) && c.voidedAt === null && c.serviceCode !== null;

const kindNames: Record<string, string> = { late_cancel: 'a late-cancel fee', no_show: 'a no-show fee', other: 'not a service line' };

/**
 * The charges named by `ids`, all found among the caller's clients and billable; otherwise 400
 * naming each charge that is not (a fee is refused even when asked for by id).
 */
export function requireBillable(ids: string[], found: ChargeRow[]): ChargeRow[] {
  const byId = new Map(found.map((c) => [c.id, c]));
  const problems: string[] = [];
  for (const id of new Set(ids)) {
    const c = byId.get(id);
    if (!c) problems.push(`${id} was not found`);
    else if (c.voidedAt) problems.push(`${id} is voided`);
    else if (!billableChargeKinds.includes(c.kind) || !c.serviceCode)
      problems.push(`${id} is ${kindNames[c.kind] ?? 'not billable'} and never goes on a superbill or claim`);
    // A claim line says where the service happened; guessing "office" would misstate a telehealth visit.
    else if (!c.placeOfService) problems.push(`${id} has no place of service (void it and enter it again with one)`);
  }
  if (problems.length > 0) {
    throw badRequest(
      `charge_ids: ${problems.join('; ')}.`,
      problems.map((message) => ({ field: 'body.charge_ids', message })),
    );
  }
  return [...new Set(ids)].map((id) => byId.get(id)!);
}

/** First and last day of a month "YYYY-MM". */
export function monthRange(month: string): { from: string; to: string } {
  const ym = Temporal.PlainYearMonth.from(month);
  return { from: ym.toPlainDate({ day: 1 }).toString(), to: ym.toPlainDate({ day: ym.daysInMonth }).toString() };
}

/** Groups rows by a key, keeping first-seen order. */
export function groupBy<T>(rows: readonly T[], key: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    groups.set(k, [...(groups.get(k) ?? []), row]);
  }
  return [...groups.values()];
}
