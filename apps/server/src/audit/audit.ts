import { createHash } from 'node:crypto';
import { asc, desc, gt, sql } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { auditEvents } from '@tend/db/schema/audit';
import type { Actor } from '../auth/actor';

export type AuditOutcome = (typeof auditEvents.$inferInsert)['outcome'];

export interface AuditEntry {
  /** Verb on the record: read, list, create, update, approve, export, search, sign_in… */
  action: string;
  recordType: string;
  recordId?: string | null;
  clientId?: string | null;
  outcome: AuditOutcome;
}

export interface AuditContext {
  actor: Pick<Actor, 'userId' | 'role' | 'practiceId'> | null;
  ip: string | null;
  now: Date;
}

const genesisHash = '0'.repeat(64);
// Serialises writers of the chain across connections and server instances.
const chainLockId = 727_002;

type ChainedFields = Omit<typeof auditEvents.$inferSelect, 'seq' | 'hash' | 'prevHash'>;

function chainHash(prevHash: string, row: ChainedFields): string {
  const canonical = JSON.stringify([
    row.at.toISOString(),
    row.actorId,
    row.actorRole,
    row.practiceId,
    row.action,
    row.recordType,
    row.recordId,
    row.clientId,
    row.outcome,
    row.ip,
  ]);
  return createHash('sha256').update(`${prevHash}|${canonical}`).digest('hex');
}

/**
 * Appends one event. Pass the transaction of the write it records, so both commit or neither does;
 * a read is recorded in a transaction of its own.
 */
export async function recordAudit(db: Db, ctx: AuditContext, entry: AuditEntry): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${chainLockId})`);
    const [last] = await tx.select({ hash: auditEvents.hash }).from(auditEvents).orderBy(desc(auditEvents.seq)).limit(1);
    const row: ChainedFields = {
      at: ctx.now,
      actorId: ctx.actor?.userId ?? null,
      actorRole: ctx.actor?.role ?? null,
      practiceId: ctx.actor?.practiceId ?? null,
      action: entry.action,
      recordType: entry.recordType,
      recordId: entry.recordId ?? null,
      clientId: entry.clientId ?? null,
      outcome: entry.outcome,
      ip: ctx.ip,
    };
    const prevHash = last?.hash ?? genesisHash;
    await tx.insert(auditEvents).values({ ...row, prevHash, hash: chainHash(prevHash, row) });
  });
}

export interface ChainReport {
  ok: boolean;
  checked: number;
  /** First sequence number whose row or link does not match. */
  brokenAt?: number;
}

/** Recomputes every link; any edited, deleted or re-ordered row breaks it. */
export async function verifyAuditChain(db: Db, pageSize = 1000): Promise<ChainReport> {
  let prevHash = genesisHash;
  let afterSeq = 0;
  let checked = 0;
  for (;;) {
    const page = await db.select().from(auditEvents).where(gt(auditEvents.seq, afterSeq)).orderBy(asc(auditEvents.seq)).limit(pageSize);
    for (const row of page) {
      if (row.prevHash !== prevHash || row.hash !== chainHash(prevHash, row)) return { ok: false, checked, brokenAt: row.seq };
      prevHash = row.hash;
      afterSeq = row.seq;
      checked += 1;
    }
    if (page.length < pageSize) return { ok: true, checked };
  }
}
