import type { Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import { notFound } from '../../http/errors';
import type { Audit } from '../../http/route';
import { billingRepo } from './billing.repo';

/** A route's audit function (records an event for the caller; pass the transaction to commit with it). */
export type { Audit };

/** 404 (audited as not found) unless the caller may see the client. */
export async function requireVisibleClient(db: Db, actor: Actor, audit: Audit, clientId: string, action: string, recordType: string): Promise<void> {
  if (await billingRepo(db, actor).client(clientId)) return;
  await audit({ action, recordType, recordId: clientId, outcome: 'not_found' });
  throw notFound('Client');
}
