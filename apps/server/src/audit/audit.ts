import { createHash } from 'node:crypto';
import { asc, eq, gt, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { perDatabase } from '@tend/db/per-database';
import { auditEvents, auditSeals } from '@tend/db/schema/audit';
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

export const genesisHash = '0'.repeat(64);

export type AuditEvent = typeof auditEvents.$inferSelect;
type NewEvent = Omit<AuditEvent, 'seq'>;

/** The link of one event: its fields and the previous link, as the chain has always hashed them. */
export function chainHash(prevHash: string, event: Omit<AuditEvent, 'seq'>): string {
  const canonical = JSON.stringify([
    event.at.toISOString(),
    event.actorId,
    event.actorRole,
    event.practiceId,
    event.action,
    event.recordType,
    event.recordId,
    event.clientId,
    event.outcome,
    event.ip,
  ]);
  return createHash('sha256').update(`${prevHash}|${canonical}`).digest('hex');
}

const eventFields = ['at', 'actorId', 'actorRole', 'practiceId', 'action', 'recordType', 'recordId', 'clientId', 'outcome', 'ip'] as const;

// The insert every PHI touch makes, prepared once per database handle (no query building per request).
const insertFor = perDatabase((db): { execute(values: NewEvent): Promise<unknown> } => {
  const values = Object.fromEntries(eventFields.map((f) => [f, sql.placeholder(f)])) as unknown as typeof auditEvents.$inferInsert;
  return db.insert(auditEvents).values(values).prepare('audit_event_insert');
});

/**
 * Many events in one statement of ten parameters, one array per column through unnest (a
 * multi-row VALUES would build and bind ten parameters per row).
 */
async function insertMany(db: Db, events: NewEvent[]): Promise<void> {
  const column = <K extends keyof NewEvent>(key: K, map: (value: NewEvent[K]) => unknown = (value) => value) => sql.param(events.map((e) => map(e[key])));
  await db.execute(sql`insert into ${auditEvents} (at, actor_id, actor_role, practice_id, action, record_type, record_id, client_id, outcome, ip)
    select * from unnest(${column('at', (at) => at.toISOString())}::timestamptz[], ${column('actorId')}::uuid[], ${column('actorRole')}::text[],
      ${column('practiceId')}::uuid[], ${column('action')}::text[], ${column('recordType')}::text[], ${column('recordId')}::text[],
      ${column('clientId')}::uuid[], ${column('outcome')}::text[], ${column('ip')}::text[])`);
}

/** The event row of one PHI touch. */
function eventOf(ctx: AuditContext, entry: AuditEntry): NewEvent {
  return {
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
}

/**
 * Group commit for the events written outside a transaction (reads, mostly): while one insert is
 * on its way, the events that arrive meanwhile wait and go together in the next, one multi-row
 * insert. An idle server writes each at once; a busy one writes a few dozen per round trip. Each
 * caller's promise settles only when its own event is committed, so the answer still follows it.
 */
class AuditBatcher {
  private queue: { event: NewEvent; done: () => void; failed: (error: unknown) => void }[] = [];
  private flushing = false;

  constructor(
    private readonly db: Db,
    private readonly maxRows = 500,
  ) {}

  add(event: NewEvent): Promise<void> {
    return new Promise((done, failed) => {
      this.queue.push({ event, done, failed });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxRows);
      try {
        if (batch.length === 1) await insertFor(this.db).execute(batch[0]!.event);
        else
          await insertMany(
            this.db,
            batch.map((b) => b.event),
          );
        for (const b of batch) b.done();
      } catch (error) {
        // One event the database refuses must not fail the others: each alone, each caller its own outcome.
        if (batch.length === 1) batch[0]!.failed(error);
        else await Promise.all(batch.map((b) => insertFor(this.db).execute(b.event).then(b.done, b.failed)));
      }
    }
    this.flushing = false;
  }
}

const batchers = new WeakMap<Db, AuditBatcher>();

/** Events recorded on this handle itself (not in one of its transactions) are group-committed; the app does this for its database. */
export function batchAuditEvents(db: Db): void {
  if (!batchers.has(db)) batchers.set(db, new AuditBatcher(db));
}

/**
 * Appends one event, no lock (the sealer chains it moments later, see audit-sealer.ts): on a
 * transaction, a single insert in it, so both commit or neither does; on the app's database
 * handle, through the group commit above.
 */
export async function recordAudit(db: Db, ctx: AuditContext, entry: AuditEntry): Promise<void> {
  const event = eventOf(ctx, entry);
  const batcher = batchers.get(db);
  await (batcher ? batcher.add(event) : insertFor(db).execute(event));
}

/**
 * The same insert as a statement to run inside another (the last part of a `with …` whose other
 * parts are the write it records): one round trip, atomic with that write without a transaction.
 */
export function auditInsert(db: Db, ctx: AuditContext, entry: AuditEntry): SQLWrapper {
  return db.insert(auditEvents).values(eventOf(ctx, entry));
}

export interface ChainReport {
  ok: boolean;
  /** Seals whose event and link were recomputed. */
  checked: number;
  /** The event (seq) of the first seal whose event or link does not match. */
  brokenAt?: number;
  /** Events appended but not sealed yet (the sealer takes them within a second or so). */
  unsealed: number;
}

/** Recomputes every link in seal order; any edited, deleted or re-ordered event or seal breaks it. */
export async function verifyAuditChain(db: Db, pageSize = 1000): Promise<ChainReport> {
  let prevHash = genesisHash;
  let afterPos = 0;
  let checked = 0;
  for (;;) {
    const page = await db
      .select({ seal: auditSeals, event: auditEvents })
      .from(auditSeals)
      .leftJoin(auditEvents, eq(auditEvents.seq, auditSeals.seq))
      .where(gt(auditSeals.pos, afterPos))
      .orderBy(asc(auditSeals.pos))
      .limit(pageSize);
    for (const { seal, event } of page) {
      const intact = event && seal.prevHash === prevHash && seal.hash === chainHash(prevHash, event);
      if (!intact) return { ok: false, checked, brokenAt: seal.seq, unsealed: await countUnsealed(db) };
      prevHash = seal.hash;
      afterPos = seal.pos;
      checked += 1;
    }
    if (page.length < pageSize) return { ok: true, checked, unsealed: await countUnsealed(db) };
  }
}

async function countUnsealed(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(sql`not exists (select 1 from ${auditSeals} where ${auditSeals.seq} = ${auditEvents.seq})`);
  return row?.n ?? 0;
}
