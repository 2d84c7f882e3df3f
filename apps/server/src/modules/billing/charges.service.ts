import { randomUUID } from 'node:crypto';
import { maxLineCents, type AdjustmentRequest, type Charge, type CreateCharge } from '@tend/contracts/billing.contract';
import { formatCents } from '@tend/contracts/billing-codes';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { encounters } from '@tend/db/schema/encounters';
import type { Actor } from '../../auth/actor';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { Audit } from './billing-audit';
import { practiceProfile } from './billing-profiles.repo';
import { billingRepo } from './billing.repo';
import { withClientShare } from './client-share.repo';
import { loadClientLedger } from './client-ledger';
import { priceFor } from './fee-schedule';
import { inClientLedger } from './ledger-lock';
import { currentDiagnosisCodes } from './visit-charges';

async function chargeView(tx: Db, actor: Actor, clientId: string, chargeId: string): Promise<Charge> {
  return (await loadClientLedger(tx, actor, clientId))!.charges.find((c) => c.id === chargeId)!;
}

/**
 * A line entered by hand: an add-on such as 90785, a visit not on the calendar, another fee. The
 * fee defaults to the client's rate, else the schedule's; its key is its own, so a visit's status
 * changes never re-price it — but a service line for a visit is voided if the visit stops being completed.
 */
export async function createCharge(db: Db, actor: Actor, audit: Audit, clientId: string, body: CreateCharge): Promise<Charge> {
  return inClientLedger(db, actor, clientId, async ({ tx, repo }) => {
    if (body.kind === 'service' && !body.service_code) throw badRequest('body.service_code: required for a service line');
    let providerId = (await repo.client(clientId))!.providerId;
    let placeOfService = body.place_of_service;
    if (body.appointment_id) {
      const [visit] = await tx
        .select({ providerId: encounters.providerId, status: encounters.status, location: encounters.location })
        .from(encounters)
        .where(and(eq(encounters.id, body.appointment_id), eq(encounters.clientId, clientId), eq(encounters.practiceId, actor.practiceId)))
        .limit(1);
      if (!visit) throw badRequest('body.appointment_id: not a visit of this client');
      providerId = visit.providerId;
      if (body.kind === 'service') {
        // A service is billed only for a visit that happened, and each code once (the visit's own line included).
        if (visit.status !== 'completed') throw badRequest('body.appointment_id: a service line needs a completed visit');
        if ((await repo.visitCharges(body.appointment_id)).some((c) => c.kind === 'service' && c.serviceCode === body.service_code))
          throw badRequest(`body.service_code: this visit already has a ${body.service_code} line`);
        placeOfService ??= visit.location === 'telehealth' ? (await practiceProfile(tx, actor.practiceId)).telehealthPlaceOfService : '11';
      }
    }
    // A claim needs the place of service; a line with no visit says where it happened.
    if (body.kind === 'service' && !placeOfService) throw badRequest('body.place_of_service: required for a service line not on a visit');
    const price = body.service_code ? await priceFor(tx, actor.practiceId, clientId, body.service_code) : null;
    const unitFeeCents = body.unit_fee_cents ?? price?.feeCents;
    if (unitFeeCents === undefined || unitFeeCents === null)
      throw badRequest('body.unit_fee_cents: required, as this line has no fee on the schedule or the client’s rates');
    if (unitFeeCents * body.units > maxLineCents)
      throw badRequest(`body.units: ${body.units} × ${formatCents(unitFeeCents)} is more than one line may come to (${formatCents(maxLineCents)})`);
    const description = body.description || price?.description;
    if (!description) throw badRequest('body.description: required for a line without a service code');
    const line = await withClientShare(tx, {
      clientId,
      providerId,
      encounterId: body.appointment_id,
      kind: body.kind,
      lineKey: `manual:${randomUUID()}`,
      serviceDate: body.service_date,
      serviceCode: body.service_code,
      description,
      modifiers: body.modifiers,
      placeOfService,
      units: body.units,
      unitFeeCents,
      amountCents: unitFeeCents * body.units,
      diagnosisCodes: body.diagnosis_codes ?? (body.kind === 'service' ? await currentDiagnosisCodes(tx, clientId) : []),
    });
    const id = await repo.insertCharge(line);
    await audit({ action: 'create', recordType: 'charge', recordId: id, clientId, outcome: 'success' }, tx);
    return chargeView(tx, actor, clientId, id!);
  });
}

/** The client a visible charge belongs to, or 404 (audited). */
async function chargeClient(db: Db, actor: Actor, audit: Audit, chargeId: string, action: string): Promise<string> {
  const row = await billingRepo(db, actor).charge(chargeId);
  if (!row) {
    await audit({ action, recordType: 'charge', recordId: chargeId, outcome: 'not_found' });
    throw notFound('Charge');
  }
  return row.charge.clientId;
}

/** Voids a charge not yet on a claim; what payments had applied to it becomes credit again. */
export async function voidCharge(db: Db, actor: Actor, audit: Audit, chargeId: string, reason: string, now: Date): Promise<Charge> {
  const clientId = await chargeClient(db, actor, audit, chargeId, 'void');
  return inClientLedger(db, actor, clientId, async ({ tx, repo, ledger }) => {
    const charge = ledger.charges.find((c) => c.id === chargeId)!;
    if (charge.voided) throw conflict('This charge is already voided.');
    if (charge.claim_batch_id) throw conflict('This charge is on a claim batch sent to the payer: it cannot be voided here.');
    if (!(await repo.voidCharge(chargeId, reason, now))) throw conflict('This charge was put on a claim batch a moment ago: it cannot be voided here.');
    await audit({ action: 'void', recordType: 'charge', recordId: chargeId, clientId, outcome: 'success' }, tx);
    return chargeView(tx, actor, clientId, chargeId);
  });
}

/** Writes off part of what a charge still owes, with the reason (courtesy, uncollectable…). */
export async function writeOffCharge(db: Db, actor: Actor, audit: Audit, chargeId: string, body: AdjustmentRequest): Promise<Charge> {
  const clientId = await chargeClient(db, actor, audit, chargeId, 'write_off');
  return inClientLedger(db, actor, clientId, async ({ tx, repo, ledger }) => {
    const charge = ledger.charges.find((c) => c.id === chargeId)!;
    if (charge.voided) throw conflict('This charge is voided: nothing is owed on it.');
    if (body.amount_cents > charge.balance_cents)
      throw badRequest(`body.amount_cents: ${formatCents(body.amount_cents)} is more than the charge's balance of ${formatCents(charge.balance_cents)}`);
    await repo.insertAdjustment({ clientId, kind: 'write_off', chargeId, paymentId: null, amountCents: body.amount_cents, reason: body.reason });
    await audit({ action: 'write_off', recordType: 'charge', recordId: chargeId, clientId, outcome: 'success' }, tx);
    return chargeView(tx, actor, clientId, chargeId);
  });
}
