/**
 * The session cache as requests meet it (SESSION_CACHE_MS, 2 s by default; the test clock is
 * frozen, so a cached session stays cached until the test moves the clock).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@tend/db/schema/users';
import { inProcessPubSub } from '../realtime/pubsub';
import { NotificationHub } from '../realtime/hub';
import { as, createTestApp, type Credentials, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const me = (who: Credentials) => t.app.inject(as(who, { method: 'GET', url: '/api/auth/me' }));

describe('cached sessions', () => {
  it('a change made behind the app’s back (as the users CLI makes it) counts once the lifetime has passed', async () => {
    const alice = await t.login('alice');
    expect((await me(alice)).statusCode).toBe(200);
    await t.app.services.db.update(users).set({ active: false }).where(eq(users.id, alice.userId));
    try {
      expect((await me(alice)).statusCode).toBe(200); // still the cached session
      t.clock.advance(2_000);
      expect((await me(alice)).statusCode).toBe(401);
    } finally {
      await t.app.services.db.update(users).set({ active: true }).where(eq(users.id, alice.userId));
    }
  });

  it('sign-out is refused at once, though the session was cached a moment before', async () => {
    const ben = await t.login('ben');
    expect((await me(ben)).statusCode).toBe(200);
    expect((await t.app.inject(as(ben, { method: 'POST', url: '/api/auth/logout' }))).statusCode).toBe(200);
    expect((await me(ben)).statusCode).toBe(401);
  });

  it('deactivation and a new role apply to the very next request', async () => {
    const [dana, carla] = await Promise.all([t.login('dana'), t.login('carla')]);
    const practiceSettings = () => t.app.inject(as(carla, { method: 'GET', url: '/api/admin/settings' }));
    expect((await practiceSettings()).statusCode).toBe(403);
    const promote = await t.app.inject(as(dana, { method: 'PATCH', url: `/api/admin/users/${carla.userId}`, payload: { role: 'admin' } }));
    expect(promote.statusCode).toBe(200);
    expect((await practiceSettings()).statusCode).toBe(200);
    expect((await me(carla)).json().user.role).toBe('admin');
    const deactivated = await t.app.inject(as(dana, { method: 'POST', url: `/api/admin/users/${carla.userId}/deactivate` }));
    expect(deactivated.statusCode).toBe(200);
    expect((await me(carla)).statusCode).toBe(401);
  });
});

describe('the hub tells every instance', () => {
  it('an ended session or changed account reaches the other instances’ caches, and the sender’s at once', async () => {
    const pubsub = inProcessPubSub();
    const [here, there] = [new NotificationHub(pubsub), new NotificationHub(pubsub)];
    const heard: { where: string; userId: string; sessionHash: string | null }[] = [];
    here.onSessionsChanged((userId, sessionHash) => heard.push({ where: 'here', userId, sessionHash }));
    there.onSessionsChanged((userId, sessionHash) => heard.push({ where: 'there', userId, sessionHash }));
    const sent = here.endSessions('u1', 'hash-1');
    expect(heard).toContainEqual({ where: 'here', userId: 'u1', sessionHash: 'hash-1' }); // before publishing
    await sent;
    await here.accountChanged('u2');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard).toEqual(
      expect.arrayContaining([
        { where: 'there', userId: 'u1', sessionHash: 'hash-1' },
        { where: 'here', userId: 'u2', sessionHash: null },
        { where: 'there', userId: 'u2', sessionHash: null },
      ]),
    );
    await here.close();
  });
});
