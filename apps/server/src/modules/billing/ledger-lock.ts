import type { ClientLedger } from '@tend/contracts/billing.contract';
import type { Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import { notFound } from '../../http/errors';
import { billingRepo, type BillingRepo } from './billing.repo';
import { loadClientLedger } from './client-ledger';

export interface LockedLedger {
  tx: Db;
  repo: BillingRepo;
  /** The client's ledger as it stands once the lock is held. */
  ledger: ClientLedger;
}

/**
 * Runs a write to one client's ledger in one transaction: the client's row is locked first
 * (`select … for update`), then the ledger is re-read, so a concurrent payment, allocation,
 * refund or void waits and then sees this one's result — no balance is checked against a
 * stale read. A client the caller may not see answers 404. The lock is taken before any audit
 * event of the transaction (audit takes its own chain lock), so the two are always taken in one order.
 */
export function inClientLedger<T>(db: Db, actor: Actor, clientId: string, write: (locked: LockedLedger) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const repo = billingRepo(tx, actor);
    if (!(await repo.lockClient(clientId))) throw notFound('Client');
    const ledger = (await loadClientLedger(tx, actor, clientId))!;
    return write({ tx, repo, ledger });
  });
}
