import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { desc, inArray, max } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { auditSeals } from '@tend/db/schema/audit';

/**
 * Anchors of the audit chain's head (its newest seal), written outside the database: `seq|hash|at` signed with a
 * key the database never holds. Someone who can rewrite or truncate the table (its owner role,
 * a superuser) can make the chain consistent again, but not the anchors: a later check finds an
 * anchored event changed or missing — the newest rows removed included.
 */
export interface AnchorStore {
  dir: string;
  key: Buffer;
}

interface Anchor {
  seq: number;
  hash: string;
  at: string;
  mac: string;
}

const anchorsFile = (store: AnchorStore) => path.join(store.dir, 'anchors.jsonl');
const macOf = (key: Buffer, a: Omit<Anchor, 'mac'>) => createHmac('sha256', key).update(`${a.seq}|${a.hash}|${a.at}`).digest('hex');

/** AUDIT_ANCHOR_KEY, else a key generated once into DATA_DIR/audit-anchor.key (not the anchors' folder). */
export function anchorStore(env: { DATA_DIR: string; AUDIT_ANCHOR_DIR?: string; AUDIT_ANCHOR_KEY?: string }): AnchorStore {
  const dir = path.resolve(env.AUDIT_ANCHOR_DIR ?? path.join(env.DATA_DIR, 'audit-anchors'));
  if (env.AUDIT_ANCHOR_KEY) return { dir, key: Buffer.from(env.AUDIT_ANCHOR_KEY) };
  const keyFile = path.join(env.DATA_DIR, 'audit-anchor.key');
  if (!existsSync(keyFile)) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    writeFileSync(keyFile, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  return { dir, key: Buffer.from(readFileSync(keyFile, 'utf8').trim()) };
}

function readAnchors(store: AnchorStore): Anchor[] {
  if (!existsSync(anchorsFile(store))) return [];
  return readFileSync(anchorsFile(store), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Anchor);
}

export interface AnchorCheck {
  ok: boolean;
  anchoredSeq: number | null;
  problem: string | null;
}

/** Every anchor must be signed by our key and name an event the database still holds, unchanged. */
export async function checkAnchors(db: Db, store: AnchorStore): Promise<AnchorCheck> {
  let anchors: Anchor[];
  try {
    anchors = readAnchors(store);
  } catch {
    return { ok: false, anchoredSeq: null, problem: 'The anchors file cannot be read.' };
  }
  const newest = anchors.at(-1)?.seq ?? null;
  for (const a of anchors) {
    const expected = Buffer.from(macOf(store.key, a), 'hex');
    const given = Buffer.from(a.mac, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, anchoredSeq: newest, problem: `Anchor of event #${a.seq} is not signed by this server's key.` };
    }
  }
  const recent = anchors.slice(-1000);
  const rows = recent.length
    ? await db
        .select({ seq: auditSeals.seq, hash: auditSeals.hash })
        .from(auditSeals)
        .where(
          inArray(
            auditSeals.seq,
            recent.map((a) => a.seq),
          ),
        )
    : [];
  const held = new Map(rows.map((r) => [r.seq, r.hash]));
  const [{ last } = { last: null }] = await db.select({ last: max(auditSeals.seq) }).from(auditSeals);
  for (const a of recent) {
    const hash = held.get(a.seq);
    if (hash === undefined) {
      return { ok: false, anchoredSeq: newest, problem: `Anchored event #${a.seq} is missing: the log ends at #${last ?? 0}, so events were removed.` };
    }
    if (hash !== a.hash) return { ok: false, anchoredSeq: newest, problem: `Anchored event #${a.seq} was changed after it was anchored.` };
  }
  return { ok: true, anchoredSeq: newest, problem: null };
}

/** Appends the chain's current head, unless it is the newest anchor already. */
export async function writeAnchor(db: Db, store: AnchorStore, now: Date): Promise<number | null> {
  const [head] = await db.select({ seq: auditSeals.seq, hash: auditSeals.hash }).from(auditSeals).orderBy(desc(auditSeals.pos)).limit(1);
  if (!head) return null;
  const previous = readAnchors(store).at(-1);
  if (previous?.seq === head.seq) return head.seq;
  const anchor = { seq: head.seq, hash: head.hash, at: now.toISOString() };
  mkdirSync(store.dir, { recursive: true, mode: 0o700 });
  appendFileSync(anchorsFile(store), `${JSON.stringify({ ...anchor, mac: macOf(store.key, anchor) })}\n`, { mode: 0o600 });
  return head.seq;
}
