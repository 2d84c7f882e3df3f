import { and, eq } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { clients } from '@tend/db/schema/clients';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';
import { HttpError, notFound } from '../../http/errors';
import type { Audit } from '../../http/route';

/** The caller's view of one client's record: who asks, their audit, and which client. */
export interface ClientRecordCall {
  db: Db;
  actor: Actor;
  audit: Audit;
  clientId: string;
}

/** The client when the caller may see it; another person's client looks missing. */
export async function findVisibleClient(db: Db, actor: Actor, clientId: string) {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(visibleClients(actor), eq(clients.id, clientId)))
    .limit(1);
  return row ?? null;
}

const entry = (action: string, clientId: string, outcome: 'success' | 'not_found', clientKnown: boolean) => ({
  action,
  recordType: 'client',
  recordId: clientId,
  clientId: clientKnown ? clientId : null,
  outcome,
});

/** Reads part of a visible client's record, audited; 404 (audited as not found) for a client the caller may not see. */
export async function readClientRecord<T>({ db, actor, audit, clientId }: ClientRecordCall, action: string, read: () => Promise<T>): Promise<T> {
  const client = await findVisibleClient(db, actor, clientId);
  const value = client ? await read() : undefined;
  await audit(entry(action, clientId, client ? 'success' : 'not_found', !!client));
  if (!client) throw notFound('Client');
  return value as T;
}

/**
 * Changes part of a visible client's record in one transaction that also holds its audit event.
 * A client the caller may not see answers 404, as does a part of the record `write` finds missing
 * (it throws notFound); both are audited as not found after the rollback.
 */
export async function writeClientRecord<T>(
  { db, actor, audit, clientId }: ClientRecordCall,
  action: string,
  write: (tx: Db, client: typeof clients.$inferSelect) => Promise<T>,
): Promise<T> {
  let clientKnown = false;
  try {
    return await db.transaction(async (tx) => {
      const client = await findVisibleClient(tx, actor, clientId);
      if (!client) throw notFound('Client');
      clientKnown = true;
      const value = await write(tx, client);
      await audit(entry(action, clientId, 'success', true), tx);
      return value;
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) await audit(entry(action, clientId, 'not_found', clientKnown));
    throw error;
  }
}
