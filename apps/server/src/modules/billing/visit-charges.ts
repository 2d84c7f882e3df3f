import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { crisisAddOnUnits, telehealthModifier } from '@tend/contracts/billing-codes';
import { Temporal } from 'temporal-polyfill';
import type { Db } from '@tend/db/client';
import { clientDiagnoses } from '@tend/db/schema/client-details';
import type { charges } from '@tend/db/schema/billing';
import { encounters } from '@tend/db/schema/encounters';
import { practices } from '@tend/db/schema/practices';
import { appointmentTypes } from '@tend/db/schema/scheduling';
import type { Actor } from '../../auth/actor';
import { conflict } from '../../http/errors';
import { billingRepo, type NewCharge } from './billing.repo';
import { withClientShare } from './client-share.repo';
import { priceFor } from './fee-schedule';
import { practiceProfile } from './billing-profiles.repo';

/*
 * A visit's charges follow its status, in the transaction that changes it: completed → its
 * service lines; late_cancelled / no_show → the practice's policy fee when it has one; any other
 * status → none. Lines are keyed per visit ('service:90837', 'late_cancel'…) and a partial unique
 * index holds one live charge per key, so repeating a status change adds nothing.
 *
 * Moving a visit away voids its lines that are not on a claim — the automatic ones and the service
 * lines entered by hand for it (a visit no longer completed bills no service). Editing a completed
 * visit (code, place, length, clinician) voids each unclaimed line whose content no longer matches
 * and makes it again. A voided line's payments are released, not refunded: the allocations are
 * deleted, so that money becomes the client's credit, to apply to another charge or refund by hand.
 * Claimed lines stay: they were billed; a completed visit whose claimed line no longer matches is
 * refused (409) rather than billed twice.
 *
 * A code with no fee (on neither the schedule, active, nor the client's rates) makes no line: a
 * $0 charge would look paid. The visit then shows as completed with no charge on the ledger, and a
 * line is made by hand (or the fee set and the code saved again).
 */

type Visit = typeof encounters.$inferSelect;
type ChargeRow = typeof charges.$inferSelect;
type Line = Omit<NewCharge, 'clientId' | 'providerId' | 'encounterId' | 'serviceDate'>;

const minutesOf = (v: Visit) => Math.round((v.scheduledEnd.getTime() - v.scheduledStart.getTime()) / 60_000);

/** The visit's date of service in the practice's zone. */
export function serviceDateOf(start: Date, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(start.getTime()).toZonedDateTimeISO(timeZone).toPlainDate().toString();
}

/** The client's current diagnoses, primary first, at most the four a claim can point to. */
export async function currentDiagnosisCodes(db: Db, clientId: string): Promise<string[]> {
  const rows = await db
    .select({ code: clientDiagnoses.code })
    .from(clientDiagnoses)
    .where(and(eq(clientDiagnoses.clientId, clientId), isNull(clientDiagnoses.resolvedOn)))
    .orderBy(asc(clientDiagnoses.rank), asc(clientDiagnoses.createdAt))
    .limit(4);
  return rows.map((r) => r.code);
}

/** The CPT code a visit bills: its own, else its appointment type's. */
export async function visitServiceCode(db: Db, visit: Visit): Promise<string | null> {
  if (visit.serviceCode) return visit.serviceCode;
  if (!visit.typeId) return null;
  const [type] = await db.select({ code: appointmentTypes.serviceCode }).from(appointmentTypes).where(eq(appointmentTypes.id, visit.typeId)).limit(1);
  return type?.code ?? null;
}

/** The service lines of a completed visit: its code, and for a long crisis session the 90840 add-on. */
async function serviceLines(db: Db, visit: Visit): Promise<Line[]> {
  const code = await visitServiceCode(db, visit);
  if (!code) return [];
  const profile = await practiceProfile(db, visit.practiceId);
  const telehealth = visit.location === 'telehealth';
  const diagnosisCodes = await currentDiagnosisCodes(db, visit.clientId);
  const line = async (lineCode: string, units: number): Promise<Line | null> => {
    const price = await priceFor(db, visit.practiceId, visit.clientId, lineCode);
    if (price.feeCents === null) return null;
    const unitFeeCents = price.feeCents;
    return {
      kind: 'service',
      lineKey: `service:${lineCode}`,
      serviceCode: lineCode,
      description: price.description,
      modifiers: telehealth ? [telehealthModifier] : [],
      placeOfService: telehealth ? profile.telehealthPlaceOfService : '11',
      units,
      unitFeeCents,
      amountCents: unitFeeCents * units,
      diagnosisCodes,
    };
  };
  const lines = [await line(code, 1)];
  const addOn = code === '90839' ? crisisAddOnUnits(minutesOf(visit)) : 0;
  if (addOn > 0) lines.push(await line('90840', addOn));
  return lines.filter((l): l is Line => l !== null);
}

/** The practice's fee for a missed visit, when its policy sets one. */
async function policyLines(db: Db, visit: Visit): Promise<Line[]> {
  const profile = await practiceProfile(db, visit.practiceId);
  const kind = visit.status === 'late_cancelled' ? 'late_cancel' : 'no_show';
  const fee = kind === 'late_cancel' ? profile.lateCancelFeeCents : profile.noShowFeeCents;
  // No policy (null) or a zero fee: nothing is owed, so no line clutters the ledger.
  if (!fee) return [];
  const description = kind === 'late_cancel' ? 'Late cancellation fee' : 'Missed appointment (no-show) fee';
  return [
    {
      kind,
      lineKey: kind,
      serviceCode: null,
      description,
      modifiers: [],
      placeOfService: null,
      units: 1,
      unitFeeCents: fee,
      amountCents: fee,
      diagnosisCodes: [],
    },
  ];
}

async function linesFor(db: Db, visit: Visit): Promise<Line[]> {
  if (visit.status === 'completed') return serviceLines(db, visit);
  if (visit.status === 'late_cancelled' || visit.status === 'no_show') return policyLines(db, visit);
  return [];
}

const isAutomatic = (lineKey: string) => lineKey.startsWith('service:') || lineKey === 'late_cancel' || lineKey === 'no_show';
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Whether a standing charge bills exactly the wanted line (the fee is kept as charged). */
function sameLine(charge: ChargeRow, line: NewCharge): boolean {
  return (
    charge.lineKey === line.lineKey &&
    charge.serviceCode === (line.serviceCode ?? null) &&
    sameList(charge.modifiers, line.modifiers ?? []) &&
    charge.placeOfService === (line.placeOfService ?? null) &&
    charge.units === line.units &&
    charge.providerId === (line.providerId ?? null) &&
    charge.serviceDate === line.serviceDate
  );
}

/**
 * Brings the visits' charges in line with their statuses and details; call inside the transaction
 * that changes the visit, after locking the client (lockClient) before the visit's row.
 */
export async function syncVisitCharges(db: Db, actor: Actor, visitIds: readonly string[], now: Date): Promise<void> {
  if (visitIds.length === 0) return;
  const visits = await db
    .select({ visit: encounters, timeZone: practices.timeZone })
    .from(encounters)
    .innerJoin(practices, eq(practices.id, encounters.practiceId))
    .where(and(eq(encounters.practiceId, actor.practiceId), inArray(encounters.id, [...visitIds])));
  const repo = billingRepo(db, actor);
  for (const { visit, timeZone } of visits) {
    // Serialize with payments on this client's ledger (see payments.service.ts).
    if (!(await repo.lockClient(visit.clientId))) continue;
    const serviceDate = serviceDateOf(visit.scheduledStart, timeZone);
    const wanted: NewCharge[] = (await linesFor(db, visit)).map((l) => ({
      ...l,
      clientId: visit.clientId,
      providerId: visit.providerId,
      encounterId: visit.id,
      serviceDate,
    }));
    const existing = await repo.visitCharges(visit.id);
    const standing: ChargeRow[] = [];
    for (const charge of existing) {
      const automatic = isAutomatic(charge.lineKey);
      const manualService = !automatic && charge.kind === 'service' && visit.status !== 'completed';
      if (!automatic && !manualService) continue;
      if (automatic && wanted.some((l) => sameLine(charge, l))) {
        standing.push(charge);
        continue;
      }
      if (charge.claimBatchId) {
        if (visit.status === 'completed') throw conflict('This visit’s charge is on a claim batch: its code, place, length or clinician cannot change here.');
        continue;
      }
      const reason = visit.status === 'completed' ? 'Visit details changed' : `Visit status changed to ${visit.status}`;
      if (!(await repo.voidCharge(charge.id, reason, now))) throw conflict('This visit’s charge was put on a claim batch a moment ago. Reload and try again.');
    }
    // Split after the voids above, so a remade line takes back the deductible its old one had applied.
    for (const line of wanted) if (!standing.some((c) => sameLine(c, line))) await repo.insertCharge(await withClientShare(db, line));
  }
}
