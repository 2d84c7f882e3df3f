import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '@tend/contracts/errors';
import { seedPassword } from '@tend/db/seed/personas';
import { createTestApp, type Credentials, type TestApp } from '../../test/test-app';

/** Issue 20 item 10a: a state-changing call with the session cookie must say where it came from. */
let t: TestApp;
let alice: Credentials;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.login('alice');
});
afterAll(() => t.app.close());

// Raw requests, not the as() helper: these tests choose every header themselves. inject's Host is localhost:80.
const newConversation = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/conversations/new', headers } satisfies InjectOptions);

describe('CSRF guard', () => {
  it('refuses a cookie POST with neither Origin nor Sec-Fetch-Site', async () => {
    const res = await newConversation({ cookie: alice.cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: errorCodes.crossOriginRefused });
    expect(res.json().message).toMatch(/Origin/);
    expect(res.json().message).toMatch(/Sec-Fetch-Site/);
  });

  it('refuses PUT, PATCH and DELETE with the cookie and neither header too', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/vault/entries/00000000-0000-4000-8000-000000000000', headers: { cookie: alice.cookie } });
      expect(res.statusCode, method).toBe(403);
    }
  });

  it('accepts the cookie with a same-host Origin, or with Sec-Fetch-Site same-origin alone', async () => {
    expect((await newConversation({ cookie: alice.cookie, origin: 'http://localhost' })).statusCode).toBe(201);
    expect((await newConversation({ cookie: alice.cookie, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
  });

  it('still refuses the cookie from a foreign Origin or a cross-site fetch', async () => {
    expect((await newConversation({ cookie: alice.cookie, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await newConversation({ cookie: alice.cookie, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('accepts a bearer token with no Origin: no ambient credential to abuse', async () => {
    expect((await newConversation({ authorization: `Bearer ${alice.token}` })).statusCode).toBe(201);
  });

  it('accepts cookie-less calls with no Origin (sign-in from curl) and GETs with the cookie', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: t.email('ben'), password: seedPassword } });
    expect(login.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: alice.cookie } });
    expect(me.statusCode).toBe(200);
  });
});
