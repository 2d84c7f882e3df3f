import type { AdjustmentRequest, AllocatePayment, ClientLedger, Payment, RecordPayment } from '@tend/contracts/billing.contract';
import { formatCents, type PaymentMethod } from '@tend/contracts/billing-codes';
import type { Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import type { Audit } from './billing-audit';
import { badRequest, conflict, notFound } from '../../http/errors';
import { billingRepo } from './billing.repo';
import { checkAllocations } from './allocation-check';
import { loadClientLedger } from './client-ledger';
import { inClientLedger } from './ledger-lock';
import { allocateOldestFirst } from './ledger-math';

/** Oldest-first parts of `amountCents` over the ledger's open charges, the payer's own part of each first. */
function oldestFirst(ledger: ClientLedger, amountCents: number, method: PaymentMethod) {
  return allocateOldestFirst(
    amountCents,
    ledger.charges.map((c) => ({
      id: c.id,
      amountCents: c.amount_cents,
      voided: c.voided,
      serviceDate: c.service_date,
      createdAt: new Date(c.created_at),
      balanceCents: c.balance_cents,
      clientDueCents: c.client_due_cents,
      insurerDueCents: c.insurer_due_cents,
    })),
    method === 'insurance' ? 'insurer' : 'client',
  );
}

async function paymentView(tx: Db, actor: Actor, clientId: string, paymentId: string): Promise<Payment> {
  return (await loadClientLedger(tx, actor, clientId))!.payments.find((p) => p.id === paymentId)!;
}

/**
 * Records a payment and applies it (oldest first, by hand, or not at all: credit). A retry with the
 * same idempotency key answers the first payment (`created: false`) instead of a second row; the
 * same key with another amount, method, date or client is refused (409).
 */
export async function recordPayment(
  db: Db,
  actor: Actor,
  audit: Audit,
  clientId: string,
  body: RecordPayment,
): Promise<{ payment: Payment; created: boolean }> {
  return inClientLedger(db, actor, clientId, async ({ tx, repo, ledger }) => {
    if (body.idempotency_key) {
      const earlier = await repo.paymentByKey(body.idempotency_key);
      if (earlier && earlier.clientId !== clientId) throw conflict('idempotency_key: already used for another client’s payment.');
      if (earlier) {
        const first = ledger.payments.find((p) => p.id === earlier.id)!;
        // A retry repeats the request; a different payment under the same key is a client bug, not a retry.
        if (first.amount_cents !== body.amount_cents || first.method !== body.method || first.received_on !== body.received_on)
          throw conflict('idempotency_key: already used for a payment with a different amount, method or date.');
        return { payment: first, created: false };
      }
    }
    if (body.allocation !== 'manual' && body.allocations.length > 0) throw badRequest('body.allocations: only allowed with allocation "manual"');
    const parts =
      body.allocation === 'manual'
        ? checkAllocations(ledger, body.allocations, body.amount_cents)
        : body.allocation === 'oldest_first'
          ? oldestFirst(ledger, body.amount_cents, body.method)
          : [];
    const paymentId = await repo.insertPayment({
      clientId,
      method: body.method,
      amountCents: body.amount_cents,
      receivedOn: body.received_on,
      reference: body.reference,
      payerName: body.payer_name,
      memo: body.memo,
      idempotencyKey: body.idempotency_key ?? null,
    });
    await repo.allocate(paymentId, parts);
    await audit({ action: 'create', recordType: 'payment', recordId: paymentId, clientId, outcome: 'success' }, tx);
    return { payment: await paymentView(tx, actor, clientId, paymentId), created: true };
  });
}

/** The client a visible payment belongs to, or 404 (audited). */
async function paymentClient(db: Db, actor: Actor, audit: Audit, paymentId: string, action: string): Promise<string> {
  const row = await billingRepo(db, actor).payment(paymentId);
  if (!row) {
    await audit({ action, recordType: 'payment', recordId: paymentId, outcome: 'not_found' });
    throw notFound('Payment');
  }
  return row.payment.clientId;
}

/** Applies what a payment has left: to the charges named, or oldest first when none are. */
export async function allocatePayment(db: Db, actor: Actor, audit: Audit, paymentId: string, body: AllocatePayment): Promise<Payment> {
  const clientId = await paymentClient(db, actor, audit, paymentId, 'allocate');
  return inClientLedger(db, actor, clientId, async ({ tx, repo, ledger }) => {
    const payment = ledger.payments.find((p) => p.id === paymentId)!;
    if (payment.unapplied_cents === 0) throw conflict('This payment is fully applied or refunded: nothing is left to allocate.');
    const parts =
      body.allocations.length > 0
        ? checkAllocations(ledger, body.allocations, payment.unapplied_cents)
        : oldestFirst(ledger, payment.unapplied_cents, payment.method);
    await repo.allocate(paymentId, parts);
    await audit({ action: 'allocate', recordType: 'payment', recordId: paymentId, clientId, outcome: 'success' }, tx);
    return paymentView(tx, actor, clientId, paymentId);
  });
}

/** Gives back part of what a payment has not applied; applied money must be released first. */
export async function refundPayment(db: Db, actor: Actor, audit: Audit, paymentId: string, body: AdjustmentRequest): Promise<Payment> {
  const clientId = await paymentClient(db, actor, audit, paymentId, 'refund');
  return inClientLedger(db, actor, clientId, async ({ tx, repo, ledger }) => {
    const payment = ledger.payments.find((p) => p.id === paymentId)!;
    if (body.amount_cents > payment.unapplied_cents)
      throw badRequest(
        `body.amount_cents: ${formatCents(body.amount_cents)} is more than the ${formatCents(payment.unapplied_cents)} of this payment not applied to charges`,
      );
    await repo.insertAdjustment({ clientId, kind: 'refund', chargeId: null, paymentId, amountCents: body.amount_cents, reason: body.reason });
    await audit({ action: 'refund', recordType: 'payment', recordId: paymentId, clientId, outcome: 'success' }, tx);
    return paymentView(tx, actor, clientId, paymentId);
  });
}
