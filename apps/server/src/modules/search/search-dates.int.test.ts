import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '@tend/db/schema/conversations';
import { users } from '@tend/db/schema/users';
import { as, createTestApp, type TestApp } from '../../../test/test-app';

/** Dates in search results are the caller's calendar days, not UTC's. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

describe('search result dates', () => {
  it('a conversation updated at 9 pm in Chicago is dated that day for a Chicago clinician', async () => {
    const alice = await t.login('alice');
    const { db } = t.app.services;
    await db.update(users).set({ timeZone: 'America/Chicago' }).where(eq(users.id, alice.userId));
    // 03:00 UTC on 10 March is 21:00 on 9 March in Chicago.
    await db.insert(conversations).values({ userId: alice.userId, title: 'Zone check conversation', lastUpdated: new Date('2026-03-10T03:00:00Z') });
    const res = await t.app.inject(as(alice, { method: 'GET', url: '/api/search?q=Zone%20check' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([expect.objectContaining({ kind: 'conversation', subtitle: 'Conversation · 2026-03-09' })]);
  });
});
