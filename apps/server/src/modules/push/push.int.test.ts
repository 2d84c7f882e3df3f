import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '@tend/db/schema/push';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { startPushEndpoint } from '../../../test/push-endpoint';

let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
let t: TestApp;
let alice: Credentials;
beforeAll(async () => {
  endpoint = await startPushEndpoint();
  t = await createTestApp({ pushAgent: endpoint.agent });
  alice = await t.login('alice');
});
afterAll(async () => {
  await t.app.close();
  await endpoint.close();
});

const call = (method: 'POST' | 'DELETE', url: string, payload: object) => t.app.inject(as(alice, { method, url, payload }));

describe('web push', () => {
  it('the test push needs a subscription first', async () => {
    const res = await call('POST', '/api/push-notification/test', { userId: alice.userId, message: 'hello' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Must be subscribed to push notifications to send test');
  });

  it('a test push arrives at the push endpoint, encrypted for the browser and signed with the server’s VAPID key', async () => {
    expect((await call('POST', '/api/push-subscription', { subscription: endpoint.subscription, userId: alice.userId })).statusCode).toBe(201);
    const res = await call('POST', '/api/push-notification/test', { userId: alice.userId, message: 'Test from the settings page' });
    expect(res.json()).toMatchObject({ ok: true, sent: 1 });
    const push = endpoint.received.at(-1)!;
    expect(push.payload).toEqual({ title: 'Tend', body: 'Test from the settings page', link: '/settings' });
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    const publicKey = (await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).json().public_key;
    expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
  });

  it('keeps the VAPID keys: a second app on the same DATA_DIR has the same public key', async () => {
    const { loadVapidKeys } = await import('../../push/vapid');
    const env = t.app.services.env;
    expect(loadVapidKeys(env).publicKey).toBe(t.app.services.push.publicKey);
  });

  it('refuses another user’s id, and forgets a subscription the push service says is gone', async () => {
    const ben = await t.login('ben');
    expect(
      (await t.app.inject(as(ben, { method: 'POST', url: '/api/push-subscription', payload: { subscription: endpoint.subscription, userId: alice.userId } })))
        .statusCode,
    ).toBe(403);
    endpoint.answerWith(410);
    const res = await call('POST', '/api/push-notification/test', { userId: alice.userId, message: 'x' });
    expect(res.json()).toMatchObject({ sent: 0, removed: 1 });
    expect(await t.app.services.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, alice.userId))).toEqual([]);
    endpoint.answerWith(201);
  });

  it('unsubscribes', async () => {
    await call('POST', '/api/push-subscription', { subscription: endpoint.subscription, userId: alice.userId });
    const res = await call('DELETE', '/api/push-subscription', { subscription: endpoint.subscription, userId: alice.userId });
    expect(res.json()).toEqual({ ok: true, removed: 1 });
  });
});
