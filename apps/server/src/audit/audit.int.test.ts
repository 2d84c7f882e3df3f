import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@tend/db/client';
import { auditEvents, auditSeals } from '@tend/db/schema/audit';
import { clients } from '@tend/db/schema/clients';
import { as, createTestApp, type TestApp } from '../../test/test-app';
import { isolatedDatabase } from '../../test/test-db';
import { batchAuditEvents, recordAudit, verifyAuditChain } from './audit';
import { AuditSealer, sealAllAuditEvents } from './audit-sealer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const eventsFor = (userId: string) => t.app.services.db.select().from(auditEvents).where(eq(auditEvents.actorId, userId)).orderBy(desc(auditEvents.seq));

describe('audit trail', () => {
  it('a read of a client record writes exactly one event naming actor, record, client, outcome and address', async () => {
    const alice = await t.login('alice');
    const before = (await eventsFor(alice.userId)).length;
    await t.app.inject(as(alice, { method: 'GET', url: `/api/clients/${t.seeded.clientIds.sam}`, remoteAddress: '198.51.100.7' }));
    const events = await eventsFor(alice.userId);
    expect(events.length).toBe(before + 1);
    expect(events[0]).toMatchObject({
      actorId: alice.userId,
      actorRole: 'therapist',
      practiceId: t.seeded.practiceIds.harbor,
      action: 'read',
      recordType: 'client',
      recordId: t.seeded.clientIds.sam,
      clientId: t.seeded.clientIds.sam,
      outcome: 'success',
      ip: '198.51.100.7',
    });
  });

  it('events recorded at once on the app’s handle are group-committed, each caller answered after its own commit', async () => {
    const db = t.app.services.db;
    batchAuditEvents(db); // as buildApp did already
    const ctx = { actor: null, ip: '203.0.113.9', now: new Date() };
    const recordIds = Array.from({ length: 40 }, () => crypto.randomUUID());
    const visibleWhenAnswered = await Promise.all(
      recordIds.map(async (recordId) => {
        await recordAudit(db, ctx, { action: 'group_commit_test', recordType: 'client', recordId, outcome: 'success' });
        return (await db.select({ seq: auditEvents.seq }).from(auditEvents).where(eq(auditEvents.recordId, recordId))).length;
      }),
    );
    expect(visibleWhenAnswered).toEqual(recordIds.map(() => 1));
    // Rows inserted by one statement share its transaction id: 40 events, far fewer commits.
    const [counted] = await queryRows<{ commits: number }>(
      db,
      sql`select count(distinct xmin::text)::int as commits from audit_events where action = 'group_commit_test' and ip = '203.0.113.9'`,
    );
    expect(counted!.commits).toBeLessThan(10);
  });

  it('an event the database refuses fails only its own caller when it was batched with others', async () => {
    const db = t.app.services.db;
    const ctx = { actor: null, ip: '203.0.113.10', now: new Date() };
    const outcomes = await Promise.allSettled(
      ['success', 'not_a_known_outcome', 'success', 'success'].map((outcome) =>
        recordAudit(db, ctx, { action: 'group_commit_refusal_test', recordType: 'client', outcome: outcome as 'success' }),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    const [counted] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from audit_events where action = 'group_commit_refusal_test'`);
    expect(counted!.n).toBe(3);
  });

  it('a write and its event commit together: a refused create leaves neither', async () => {
    const dana = await t.login('dana');
    const before = (await eventsFor(dana.userId)).length;
    const res = await t.app.inject(
      as(dana, { method: 'POST', url: '/api/clients', payload: { first_name: 'Nora', last_name: 'Unsaved', provider_id: t.seeded.userIds.omar } }),
    );
    expect(res.statusCode).toBe(400);
    expect(await t.app.services.db.select().from(clients).where(eq(clients.lastName, 'Unsaved'))).toEqual([]);
    expect((await eventsFor(dana.userId)).length).toBe(before);
    const ok = await t.app.inject(
      as(dana, { method: 'POST', url: '/api/clients', payload: { first_name: 'Nora', last_name: 'Saved', provider_id: t.seeded.userIds.alice } }),
    );
    expect(ok.statusCode).toBe(201);
    expect((await eventsFor(dana.userId))[0]).toMatchObject({ action: 'create', recordType: 'client', recordId: ok.json().id, outcome: 'success' });
  });

  it('a refused permission is audited as denied', async () => {
    const sam = await t.login('sam');
    await t.app.inject(as(sam, { method: 'GET', url: '/api/clients' }));
    expect((await eventsFor(sam.userId))[0]).toMatchObject({ action: 'access_denied', outcome: 'denied', recordId: 'GET /api/clients' });
  });

  it('the database refuses to update or delete an event', async () => {
    const { db } = t.app.services;
    await expect(db.execute(sql`update audit_events set outcome = 'success' where seq = (select max(seq) from audit_events)`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_events where seq = (select min(seq) from audit_events)`)).rejects.toThrow();
  });
});

describe('hash chain', () => {
  it('verifies an intact chain and finds the first tampered event or seal', async () => {
    const { database } = await isolatedDatabase();
    const { db } = database;
    const ctx = { actor: null, ip: '127.0.0.1', now: new Date() };
    for (const action of ['read', 'list', 'create', 'read']) await recordAudit(db, ctx, { action, recordType: 'client', recordId: 'x', outcome: 'success' });
    // Appended, not yet chained: the report says so and is not a break.
    expect(await verifyAuditChain(db)).toEqual({ ok: true, checked: 0, unsealed: 4 });
    expect(await sealAllAuditEvents(db)).toBe(4);
    expect(await verifyAuditChain(db, 2)).toEqual({ ok: true, checked: 4, unsealed: 0 });

    // Someone with database superuser rights switches the triggers off and edits history.
    await db.execute(sql`alter table audit_events disable trigger audit_events_no_update_delete`);
    await db.execute(sql`alter table audit_seals disable trigger audit_seals_no_update_delete`);
    const [third] = await db.select().from(auditEvents).orderBy(auditEvents.seq).offset(2).limit(1);
    await db.execute(sql`update audit_events set action = 'list' where seq = ${third!.seq}`);
    expect(await verifyAuditChain(db)).toEqual({ ok: false, checked: 2, brokenAt: third!.seq, unsealed: 0 });
    await db.execute(sql`update audit_events set action = 'create' where seq = ${third!.seq}`);
    expect((await verifyAuditChain(db)).ok).toBe(true);

    // Deleting an event leaves its seal pointing at nothing; deleting the seal too breaks the next link.
    const [saved] = await db.select().from(auditSeals).where(eq(auditSeals.seq, third!.seq));
    await db.execute(sql`delete from audit_events where seq = ${third!.seq}`);
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, checked: 2, brokenAt: third!.seq });
    await db.execute(sql`delete from audit_seals where seq = ${third!.seq}`);
    expect(await verifyAuditChain(db)).toMatchObject({ ok: false, checked: 2 });
    // A re-ordered seal (the right links under another position) breaks too.
    await db.insert(auditSeals).values({ ...saved!, pos: saved!.pos + 100 });
    expect((await verifyAuditChain(db)).ok).toBe(false);
    await database.close();
  });

  it('concurrent writers and two sealers still produce one unbroken chain with every event once', async () => {
    const { database } = await isolatedDatabase();
    const { db } = database;
    const ctx = { actor: null, ip: null, now: new Date() };
    const a = new AuditSealer(db, (e) => {
      throw e;
    });
    const b = new AuditSealer(db, (e) => {
      throw e;
    });
    await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        await recordAudit(db, ctx, { action: `a${i}`, recordType: 'client', outcome: 'success' });
        if (i % 5 === 0) await (i % 10 ? a : b).sealPending();
      }),
    );
    await Promise.all([a.sealPending(), b.sealPending()]);
    expect(await verifyAuditChain(db)).toEqual({ ok: true, checked: 40, unsealed: 0 });
    await database.close();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('seals an event whose transaction commits after later events were sealed', async () => {
    const { database } = await isolatedDatabase();
    const { db } = database;
    const ctx = { actor: null, ip: null, now: new Date() };
    const sealer = new AuditSealer(db, (e) => {
      throw e;
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let appended!: () => void;
    const inserted = new Promise<void>((resolve) => (appended = resolve));
    // A write transaction appends its event (taking the lower seq), then stays open.
    const slow = db.transaction(async (tx) => {
      await recordAudit(tx, ctx, { action: 'slow', recordType: 'client', outcome: 'success' });
      appended();
      await held;
    });
    await inserted;
    await recordAudit(db, ctx, { action: 'quick', recordType: 'client', outcome: 'success' });
    await sealer.sealPending();
    expect(await verifyAuditChain(db)).toEqual({ ok: true, checked: 1, unsealed: 0 });
    release();
    await slow;
    await sealer.sealPending();
    expect(await verifyAuditChain(db)).toEqual({ ok: true, checked: 2, unsealed: 0 });
    const chained = await db
      .select({ seq: auditSeals.seq, action: auditEvents.action })
      .from(auditSeals)
      .innerJoin(auditEvents, eq(auditEvents.seq, auditSeals.seq))
      .orderBy(auditSeals.pos);
    expect(chained.map((r) => r.action)).toEqual(['quick', 'slow']);
    await database.close();
  });
});
