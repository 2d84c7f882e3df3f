import { desc, max, sql } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { queryRows } from '@tend/db/client';
import { auditEvents, auditSeals } from '@tend/db/schema/audit';
import { chainHash, genesisHash, type AuditEvent } from './audit';

// Serialises sealers across connections and server instances (the id the chain's writers once took).
const chainLockId = 727_002;
const batchSize = 2000;
// A seq skipped by the sealer belongs to a transaction still open (or rolled back): it is looked
// for this long; after that the full pass (at start, stop and every verification) finds it.
const gapGraceMs = 30_000;
const maxGaps = 10_000;

type EventRow = Omit<AuditEvent, 'at'> & { at: Date | string };

/**
 * One step under the chain lock: seals, in seq order, the events after the newest sealed seq plus
 * the given older seqs (or, with `all`, every unsealed event). Returns the seqs it sealed and the
 * newest sealed seq it started from.
 */
export async function sealBatch(db: Db, scope: { all: true } | { gaps: readonly number[] }): Promise<{ sealed: number[]; fromSeq: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${chainLockId})`);
    const [head] = await tx.select({ pos: auditSeals.pos, hash: auditSeals.hash }).from(auditSeals).orderBy(desc(auditSeals.pos)).limit(1);
    const [{ fromSeq } = { fromSeq: 0 }] = await tx.select({ fromSeq: sql<number>`coalesce(${max(auditSeals.seq)}, 0)::int8` }).from(auditSeals);
    const wanted =
      'all' in scope
        ? sql`true`
        : scope.gaps.length
          ? sql`(e.seq > ${fromSeq} or e.seq = any(${`{${scope.gaps.join(',')}}`}::int8[]))`
          : sql`e.seq > ${fromSeq}`;
    const pending = await queryRows<EventRow>(
      tx,
      sql`select e.seq::int8 as "seq", e.at as "at", e.actor_id as "actorId", e.actor_role as "actorRole", e.practice_id as "practiceId",
                 e.action as "action", e.record_type as "recordType", e.record_id as "recordId", e.client_id as "clientId",
                 e.outcome as "outcome", e.ip as "ip"
          from ${auditEvents} e
          where ${wanted} and not exists (select 1 from ${auditSeals} s where s.seq = e.seq)
          order by e.seq limit ${batchSize}`,
    );
    if (!pending.length) return { sealed: [], fromSeq: Number(fromSeq) };
    let prevHash = head?.hash ?? genesisHash;
    let pos = head?.pos ?? 0;
    const seals = pending.map((row) => {
      const event = { ...row, seq: Number(row.seq), at: new Date(row.at) };
      const hash = chainHash(prevHash, event);
      const seal = { pos: ++pos, seq: event.seq, prevHash, hash };
      prevHash = hash;
      return seal;
    });
    // Column arrays through unnest: one statement of four parameters however many seals (a
    // multi-row VALUES builds and binds four parameters per row).
    const column = <K extends keyof (typeof seals)[number]>(key: K) => sql.param(seals.map((seal) => seal[key]));
    await tx.execute(sql`insert into ${auditSeals} (pos, seq, prev_hash, hash)
      select * from unnest(${column('pos')}::int8[], ${column('seq')}::int8[], ${column('prevHash')}::text[], ${column('hash')}::text[])`);
    return { sealed: seals.map((s) => s.seq), fromSeq: Number(fromSeq) };
  });
}

/** Seals every unsealed event, however old (at start and stop, before a verification, after a restore). */
export async function sealAllAuditEvents(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const { sealed } = await sealBatch(db, { all: true });
    total += sealed.length;
    if (sealed.length < batchSize) return total;
  }
}

/**
 * Chains the events requests append, a few times a second: events are written without a lock
 * (one insert, committed before the answer), and this one writer per moment — the advisory lock
 * makes it one across instances — links them in the order it finds them. See decision 019.
 */
export class AuditSealer {
  /** Seqs skipped over (a transaction still open, or rolled back), with when they were first missed. */
  private readonly gaps = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
    private readonly everyMs = 250,
  ) {}

  start(): void {
    this.running = sealAllAuditEvents(this.db)
      .then(() => undefined)
      .catch(this.onError)
      .finally(() => {
        this.running = undefined;
      });
    this.timer = setInterval(() => this.kick(), this.everyMs);
    this.timer.unref();
  }

  /** Stops the timer and seals what is left, so a clean shutdown leaves no event unsealed. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    await sealAllAuditEvents(this.db).catch(this.onError);
  }

  /** Seals what requests appended since the last pass (tests call this instead of waiting). */
  async sealPending(): Promise<void> {
    for (;;) {
      const { sealed, fromSeq } = await sealBatch(this.db, { gaps: [...this.gaps.keys()] });
      this.noteGaps(sealed, fromSeq);
      if (sealed.length < batchSize) return;
    }
  }

  private kick(): void {
    if (this.running) return;
    this.running = this.sealPending()
      .catch(this.onError)
      .finally(() => {
        this.running = undefined;
      });
  }

  private noteGaps(sealed: readonly number[], fromSeq: number): void {
    const now = performance.now();
    for (const seq of sealed) this.gaps.delete(seq);
    const taken = new Set(sealed);
    const newest = Math.min(Math.max(fromSeq, ...sealed), fromSeq + maxGaps);
    for (let seq = fromSeq + 1; seq < newest; seq++) if (!taken.has(seq) && !this.gaps.has(seq)) this.gaps.set(seq, now);
    for (const [seq, since] of this.gaps) {
      if (now - since > gapGraceMs || this.gaps.size > maxGaps) this.gaps.delete(seq);
    }
  }
}
