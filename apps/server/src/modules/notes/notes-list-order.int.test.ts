import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@tend/db/client';
import { encounters } from '@tend/db/schema/encounters';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import type { Actor } from '../../auth/actor';
import { notesRepo } from './notes.repo';

let t: TestApp;
let alice: Credentials;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.login('alice');
  // Three drafts at the same moment (the test clock stands still): ties the order must settle.
  for (let i = 0; i < 3; i += 1) {
    const start = new Date(t.clock.now.getTime() - (i + 2) * 60 * 60_000);
    const [encounter] = await t.app.services.db
      .insert(encounters)
      .values({
        practiceId: t.seeded.practiceIds.harbor,
        clientId: t.seeded.clientIds.sam!,
        providerId: alice.userId,
        scheduledStart: start,
        scheduledEnd: new Date(start.getTime() + 50 * 60_000),
        status: 'completed',
      })
      .returning();
    const payload = new URLSearchParams({
      user_id: alice.userId,
      document_type: 'soap_note',
      approved: 'false',
      encounter_id: encounter!.id,
      note_content: '## Plan\nContinue.',
    });
    const res = await t.app.inject(
      as(alice, { method: 'POST', url: '/api/save_note_db', payload: payload.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    );
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => t.app.close());

type Listed = { id: string; status: string; created_at: string };
const listNotes = async (query: string): Promise<{ notes: Listed[]; total: number }> =>
  (await t.app.inject(as(alice, { method: 'GET', url: `/api/notes?${query}` }))).json();

describe('the notes list order', () => {
  it('drafts first, newest first, the later id first between notes of the same moment; pages neither repeat nor skip', async () => {
    const { notes: all, total } = await listNotes('limit=200');
    expect(all).toHaveLength(total);
    const rank = (n: Listed) => [n.status === 'draft' ? 0 : 1, -Date.parse(n.created_at)] as const;
    for (let i = 1; i < all.length; i += 1) {
      const [a, b] = [rank(all[i - 1]!), rank(all[i]!)];
      const tied = a[0] === b[0] && a[1] === b[1];
      expect(a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1])).toBe(true);
      if (tied) expect(all[i - 1]!.id > all[i]!.id).toBe(true);
    }
    expect(all.filter((n) => n.status === 'draft').length).toBeGreaterThanOrEqual(3);

    const paged: Listed[] = [];
    for (let offset = 0; offset < total; offset += 2) paged.push(...(await listNotes(`limit=2&offset=${offset}`)).notes);
    expect(paged.map((n) => n.id)).toEqual(all.map((n) => n.id));
  });

  it('the first page is read in index order (no sort), from notes_list_order_idx', async () => {
    const actor = { userId: alice.userId, practiceId: t.seeded.practiceIds.harbor, acting: 'therapist' } as Actor;
    const query = notesRepo(t.app.services.db, actor).listPageQuery({ timeZone: 'UTC', limit: 50, offset: 0 });
    // The test database is tiny, so a scan of another index and a sort win on cost: rule sequential scans
    // and sorts out to see whether the index can give the order at all (with the old ORDER BY expression
    // it could not, and the plan kept its Sort).
    const plan = await t.app.services.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      return (await queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${query}`)).map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Scan Backward using notes_list_order_idx on notes/);
    expect(plan).not.toMatch(/Sort/);
  });
});
