import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@tend/db/client';
import { idempotentRequests } from '@tend/db/schema/idempotency';
import { badRequest, conflict } from './errors';

const keyPattern = /^[\x21-\x7e]{8,100}$/;

/** The request's Idempotency-Key header (IETF httpapi draft), or null when it sent none. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !keyPattern.test(header)) {
    throw badRequest('Idempotency-Key must be 8 to 100 visible ASCII characters, e.g. a UUID.');
  }
  return header;
}

interface IdempotentCreate {
  request: FastifyRequest;
  reply: FastifyReply;
  userId: string;
  /** The create the key belongs to, e.g. 'vault.save'. */
  scope: string;
  /** The validated body; a repeat with another body under the same key is refused. */
  body: unknown;
  status: number;
}

/**
 * Runs a create once per Idempotency-Key, inside the caller's transaction `tx`. The key's row is
 * inserted first: a racing repeat waits on its primary key until this transaction commits, then
 * gets the stored answer; a crash rolls both back, so nothing is left half-done or stuck.
 * Without a key the create simply runs.
 */
export async function runIdempotent<T>(tx: Db, create: IdempotentCreate, run: () => Promise<T>): Promise<T> {
  const key = idempotencyKeyOf(create.request);
  create.reply.status(create.status);
  if (!key) return run();

  const requestHash = createHash('sha256')
    .update(`${create.scope}\n${JSON.stringify(create.body)}`)
    .digest('hex');
  const mine = and(eq(idempotentRequests.userId, create.userId), eq(idempotentRequests.key, key));
  const [claimed] = await tx
    .insert(idempotentRequests)
    .values({ userId: create.userId, key, scope: create.scope, requestHash, statusCode: create.status, response: {} })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });

  if (!claimed) {
    const [first] = await tx.select().from(idempotentRequests).where(mine);
    if (!first || first.requestHash !== requestHash) {
      throw conflict('This Idempotency-Key was already used for a different request; send a new key.');
    }
    create.reply.status(first.statusCode).header('idempotent-replayed', 'true');
    return first.response as T;
  }

  const answer = await run();
  await tx.update(idempotentRequests).set({ response: answer }).where(mine);
  return answer;
}
