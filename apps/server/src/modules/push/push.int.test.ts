import { lookup } from 'node:dns/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { hostname } from 'node:os';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushEndpointRefusedMessage } from '@tend/contracts/push.contract';
import { pushSubscriptions } from '@tend/db/schema/push';
import { startPushEndpoint } from '../../../test/push-endpoint';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { isPublicAddress } from '../../http/public-address';

let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
let t: TestApp;
let alice: Credentials;
beforeAll(async () => {
  endpoint = await startPushEndpoint();
  t = await createTestApp({ localPushService: endpoint.service });
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

describe('push endpoints on the server’s own network', () => {
  /** Something listening on loopback that is not the allowed push service: it counts who connects. */
  let listener: Server;
  let openPort: number;
  let closedPort: number;
  let connections = 0;
  beforeAll(async () => {
    listener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    openPort = (listener.address() as AddressInfo).port;
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
  });
  afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

  const subscribeAt = (who: Credentials, url: string) =>
    t.app.inject(
      as(who, { method: 'POST', url: '/api/push-subscription', payload: { subscription: { ...endpoint.subscription, endpoint: url }, userId: who.userId } }),
    );

  it.each([
    ['loopback, another port than the test push service', () => `https://127.0.0.1:${openPort}/push/1`],
    ['IPv6 loopback', () => 'https://[::1]/push/1'],
    ['IPv4-mapped loopback', () => `https://[::ffff:127.0.0.1]:${openPort}/push/1`],
    ['loopback as a decimal number', () => `https://2130706433:${openPort}/push/1`],
    ['cloud metadata', () => 'https://169.254.169.254/latest/meta-data/'],
    ['private network', () => 'https://10.0.0.1/push/1'],
    ['localhost', () => 'https://localhost/push/1'],
    ['a name under localhost', () => 'https://push.localhost/push/1'],
    ['plain http', () => 'http://push.example.com/push/1'],
  ])('refuses to subscribe %s, with 400 naming the field', async (_what, url) => {
    const res = await subscribeAt(alice, url());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(pushEndpointRefusedMessage);
    expect(await t.app.services.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, url()))).toEqual([]);
  });

  it('refuses a name the resolver turns into a non-public address (this machine’s own name)', async () => {
    const name = hostname();
    const addresses = await lookup(name, { all: true });
    // The hosts file maps the machine's name to 127.0.x.x (or a private address): that answer is what is refused.
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.some((a) => isPublicAddress(a.address))).toBe(false);
    const res = await subscribeAt(alice, `https://${name}:${openPort}/push/1`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(pushEndpointRefusedMessage);
  });

  it('a stored private endpoint is dropped without a connection: the same answer whether a port is open or closed', async () => {
    const ben = await t.login('ben');
    const { keys } = endpoint.subscription;
    const outcomes = [];
    for (const port of [openPort, closedPort]) {
      // As a subscription made before endpoints were checked would be.
      await t.app.services.db
        .insert(pushSubscriptions)
        .values({ userId: ben.userId, endpoint: `https://127.0.0.1:${port}/push/old`, p256dh: keys.p256dh, auth: keys.auth, createdAt: new Date() });
      const res = await t.app.inject(as(ben, { method: 'POST', url: '/api/push-notification/test', payload: { userId: ben.userId, message: 'x' } }));
      outcomes.push({ status: res.statusCode, body: res.json() });
    }
    expect(outcomes).toEqual([
      { status: 200, body: { ok: true, sent: 0, removed: 1 } },
      { status: 200, body: { ok: true, sent: 0, removed: 1 } },
    ]);
    expect(connections).toBe(0);
  });
});
