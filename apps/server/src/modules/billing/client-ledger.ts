import type { ClientLedger } from '@tend/contracts/billing.contract';
import type { Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import { clientDisplayName } from '../clients/client-view';
import { billingRepo, type LedgerFilter } from './billing.repo';
import { ledgerViews, type LedgerRows } from './ledger-view';

/** Every ledger row of the visible clients the filter names. */
export async function loadLedgerRows(db: Db, actor: Actor, filter: LedgerFilter): Promise<LedgerRows> {
  const repo = billingRepo(db, actor);
  const [charges, payments, allocations, adjustments] = [
    await repo.charges(filter),
    await repo.payments(filter),
    await repo.allocations(filter),
    await repo.adjustments(filter),
  ];
  return { charges, payments, allocations, adjustments };
}

/**
 * A client's whole ledger (charges with their balances, payments with their allocations,
 * adjustments, totals), or null when the caller may not see the client. Not audited here: the
 * caller audits the read it makes of it.
 */
export async function loadClientLedger(db: Db, actor: Actor, clientId: string): Promise<ClientLedger | null> {
  const client = await billingRepo(db, actor).client(clientId);
  if (!client) return null;
  const views = ledgerViews(await loadLedgerRows(db, actor, { clientId }));
  return { client_id: client.id, client_name: clientDisplayName(client), ...views };
}
