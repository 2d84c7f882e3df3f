import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '@tend/db/schema/clients';
import { tasks } from '@tend/db/schema/tasks';
import { as, createTestApp, type Credentials, type TestApp } from '../../test/test-app';

let t: TestApp;
let alice: Credentials;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.login('alice');
});
afterAll(() => t.app.close());

const keyed = (url: string, key: string, payload: Record<string, unknown>) =>
  t.app.inject(as(alice, { method: 'POST', url, headers: { 'idempotency-key': key }, payload }));

describe('creates the web may retry take an Idempotency-Key', () => {
  it('a new client: racing repeats and a late retry create one and answer it', async () => {
    const key = crypto.randomUUID();
    const body = { first_name: 'Rowan', last_name: `Idem${key.slice(0, 6)}` };
    const answers = await Promise.all([1, 2, 3].map(() => keyed('/api/clients', key, body)));
    const late = await keyed('/api/clients', key, body);
    for (const a of [...answers, late]) expect(a.statusCode, a.body).toBe(201);
    expect(new Set([...answers, late].map((a) => a.json().id)).size).toBe(1);
    expect(await t.app.services.db.select().from(clients).where(eq(clients.lastName, body.last_name))).toHaveLength(1);
  });

  it('a task: one per key; the same key for another user is theirs alone', async () => {
    const key = crypto.randomUUID();
    const title = `Call the insurer ${key.slice(0, 6)}`;
    const first = await keyed('/api/tasks', key, { title });
    const again = await keyed('/api/tasks', key, { title });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().id).toBe(first.json().id);
    const ben = await t.login('ben');
    const bens = await t.app.inject(as(ben, { method: 'POST', url: '/api/tasks', headers: { 'idempotency-key': key }, payload: { title } }));
    expect(bens.statusCode).toBe(201);
    expect(bens.json().id).not.toBe(first.json().id);
    expect(await t.app.services.db.select().from(tasks).where(eq(tasks.title, title))).toHaveLength(2);
  });

  it('a key reused for another route is refused rather than answered with the other record', async () => {
    const key = crypto.randomUUID();
    expect((await keyed('/api/tasks', key, { title: 'Review intake packet' })).statusCode).toBe(201);
    const other = await keyed('/api/clients', key, { first_name: 'Ivy', last_name: 'Crossed' });
    expect(other.statusCode).toBe(409);
    expect(await t.app.services.db.select().from(clients).where(eq(clients.lastName, 'Crossed'))).toHaveLength(0);
  });
});
