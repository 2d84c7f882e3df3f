import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { jobs } from '@tend/db/schema/jobs';
import type { AuditLogResponse } from '@tend/contracts/audit-log.contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { isolatedDatabase } from '../../../test/test-db';
import { recordAudit, verifyAuditChain } from '../../audit/audit';
import { anchorStore, checkAnchors, writeAnchor } from '../../audit/anchors';
import { sealAllAuditEvents } from '../../audit/audit-sealer';
import { verifyChainKind } from '../../audit/verify-chain.job';

let t: TestApp;
let dana: Credentials;
let alice: Credentials;
beforeAll(async () => {
  t = await createTestApp();
  dana = await t.login('dana');
  alice = await t.login('alice');
});
afterAll(() => t.app.close());

const logs = async (query: string) => {
  const res = await t.app.inject(as(dana, { method: 'GET', url: `/api/admin/audit-logs?${query}` }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditLogResponse>();
};

describe('the audit-log viewer', () => {
  it("finds a therapist's reads of a client's record by user and client, newest first, and pages", async () => {
    const sam = t.seeded.clientIds.sam;
    const opened = await t.app.inject(as(alice, { method: 'GET', url: `/api/clients/${sam}` }));
    expect(opened.statusCode).toBe(200);
    const found = await logs(`user_id=${alice.userId}&client_id=${sam}`);
    expect(found.events[0]).toMatchObject({ actor_name: 'Dr Alice Moreno', client_id: sam, record_type: 'client' });
    expect(found.events[0]!.client_name).toContain('Lee');
    const seqs = found.events.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));

    const first = await logs(`user_id=${alice.userId}&limit=1`);
    expect(first.events).toHaveLength(1);
    expect(first.next_before).toBe(first.events[0]!.seq);
    const second = await logs(`user_id=${alice.userId}&limit=1&before=${first.next_before}`);
    expect(second.events[0]!.seq).toBeLessThan(first.events[0]!.seq);
  });

  it("never shows another practice's events, and reading the trail is itself recorded", async () => {
    const omar = await t.login('omar');
    await t.app.inject(as(omar, { method: 'GET', url: '/api/clients' }));
    expect((await logs(`user_id=${omar.userId}`)).events).toEqual([]);
    const own = await logs(`user_id=${dana.userId}&record_type=audit_event`);
    expect(own.events.length).toBeGreaterThan(0);
  });

  it('filters by date and refuses a backwards range; exports the filtered events as CSV', async () => {
    const today = t.clock.now.toISOString().slice(0, 10);
    expect((await logs(`from=${today}&to=${today}&user_id=${alice.userId}`)).events.length).toBeGreaterThan(0);
    expect((await logs(`from=2001-01-01&to=2001-01-02`)).events).toEqual([]);
    const backwards = await t.app.inject(as(dana, { method: 'GET', url: '/api/admin/audit-logs?from=2026-02-01&to=2026-01-01' }));
    expect(backwards.statusCode).toBe(400);

    const csv = await t.app.inject(as(dana, { method: 'GET', url: `/api/admin/audit-logs/export?user_id=${alice.userId}` }));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('seq,at,user,role,action,record_type,record_id,client,outcome,address');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.includes('Dr Alice Moreno'))).toBe(true);
  });

  it('verifies the chain on request and says when it was checked', async () => {
    // The worker's database may hold checks of other test files whose clocks ran ahead of ours.
    await t.app.services.db.delete(jobs).where(eq(jobs.kind, verifyChainKind));
    const before = (await t.app.inject(as(dana, { method: 'GET', url: '/api/admin/audit-logs/verification' }))).json();
    const queued = await t.app.inject(as(dana, { method: 'POST', url: '/api/admin/audit-logs/verification' }));
    expect(queued.statusCode).toBe(202);
    const after = await vi.waitFor(
      async () => {
        await t.app.services.jobs.runUntilIdle();
        const state = (await t.app.inject(as(dana, { method: 'GET', url: '/api/admin/audit-logs/verification' }))).json();
        if (!state.checked_at || state.checked_at === before.checked_at) throw new Error('not checked yet');
        return state;
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(after).toMatchObject({ ok: true, anchors_ok: true, broken_at: null, problem: null });
    expect(after.events_checked).toBeGreaterThan(0);
    expect(after.anchored_seq).toBeGreaterThan(0);
  });
});

describe('anchors outside the database', () => {
  it('catch the newest events being removed, which the chain alone cannot', async () => {
    const { database } = await isolatedDatabase();
    const { db } = database;
    const store = anchorStore({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tend-anchor-')) });
    const ctx = { actor: null, ip: null, now: new Date() };
    for (let i = 0; i < 4; i += 1) await recordAudit(db, ctx, { action: 'read', recordType: 'note', recordId: `n${i}`, outcome: 'success' });
    await sealAllAuditEvents(db);
    const anchored = await writeAnchor(db, store, new Date());
    expect(await checkAnchors(db, store)).toEqual({ ok: true, anchoredSeq: anchored, problem: null });

    // Someone with the table owner's rights removes the newest event and its seal: the chain still verifies…
    await db.execute(sql`alter table audit_events disable trigger audit_events_no_update_delete`);
    await db.execute(sql`alter table audit_seals disable trigger audit_seals_no_update_delete`);
    await db.execute(sql`delete from audit_events where seq = ${anchored}`);
    await db.execute(sql`delete from audit_seals where seq = ${anchored}`);
    expect((await verifyAuditChain(db)).ok).toBe(true);
    // …the anchor does not.
    const check = await checkAnchors(db, store);
    expect(check.ok).toBe(false);
    expect(check.problem).toContain(`Anchored event #${anchored} is missing`);

    // An anchor rewritten without the key is refused too.
    const file = path.join(store.dir, 'anchors.jsonl');
    const line = JSON.parse(readFileSync(file, 'utf8').trim()) as { seq: number };
    writeFileSync(file, `${JSON.stringify({ ...line, seq: line.seq - 1 })}\n`);
    expect((await checkAnchors(db, store)).problem).toContain('not signed');
    await database.close();
  });
});
