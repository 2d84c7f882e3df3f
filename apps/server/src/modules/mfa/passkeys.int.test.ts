import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPassword } from '@tend/db/seed/personas';
import { as, createTestApp, sessionCookie, type Credentials, type TestApp } from '../../../test/test-app';
import { softwareAuthenticator } from './software-authenticator';

let t: TestApp;
let alice: Credentials;
let ben: Credentials;
beforeAll(async () => {
  t = await createTestApp();
  [alice, ben] = await Promise.all([t.login('alice'), t.login('ben')]);
});
afterAll(() => t.app.close());

const cookieOf = (res: LightMyRequestResponse, name: string) => {
  const c = res.cookies.find((x) => x.name === name && x.value);
  return c ? `${c.name}=${c.value}` : '';
};
const loginAlice = () => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: t.email('alice'), password: seedPassword } });

describe('passkeys as a second factor', () => {
  const authenticator = () => softwareAuthenticator(t.app.services.env.PUBLIC_URL);
  let key: ReturnType<typeof softwareAuthenticator>;

  it('registers a passkey from the account page (its challenge bound to the caller)', async () => {
    key = authenticator();
    const options = await t.app.inject(as(alice, { method: 'POST', url: '/api/account/passkeys/options' }));
    expect(options.statusCode).toBe(200);
    expect(options.json().rp.id).toBe(new URL(t.app.services.env.PUBLIC_URL).hostname);
    const reg = cookieOf(options, 'tend_passkey_reg');
    const credential = key.register(options.json());
    // Ben cannot finish Alice's ceremony with her cookie: it is bound to her.
    const stolen = await t.app.inject(
      as(null, { method: 'POST', url: '/api/account/passkeys', payload: { credential, name: 'Laptop' }, headers: { cookie: `${ben.cookie}; ${reg}` } }),
    );
    expect(stolen.statusCode).toBe(400);
    const saved = await t.app.inject(
      as(null, { method: 'POST', url: '/api/account/passkeys', payload: { credential, name: 'Laptop' }, headers: { cookie: `${alice.cookie}; ${reg}` } }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: key.id, name: 'Laptop', last_used_at: null });
    const status = await t.app.inject(as(alice, { method: 'GET', url: '/api/account/mfa' }));
    expect(status.json().passkeys.map((p: { id: string }) => p.id)).toEqual([key.id]);
  });

  it('asks for the passkey at sign-in and enters with a valid assertion, not with one for another challenge', async () => {
    const res = await loginAlice();
    expect(res.json()).toEqual({ second_factor: { kind: 'verify', methods: ['passkey'], remember_device_days: 30 } });
    const cookie = cookieOf(res, 'tend_challenge');
    const options = await t.app.inject({ method: 'POST', url: '/api/auth/mfa/passkey/options', headers: { cookie } });
    expect(options.statusCode).toBe(200);
    expect(options.json().allowCredentials).toEqual([expect.objectContaining({ id: key.id })]);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/passkey/verify',
      payload: { credential: key.assert({ challenge: 'c29tZXRoaW5nIGVsc2U' }) },
      headers: { cookie },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toBe('mfa_code_invalid');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/passkey/verify',
      payload: { credential: key.assert(options.json()) },
      headers: { cookie },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.uuid).toBe(alice.userId);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: sessionCookie(ok) } })).statusCode).toBe(200);
  });

  it('a key of another authenticator does not pass', async () => {
    const cookie = cookieOf(await loginAlice(), 'tend_challenge');
    const options = await t.app.inject({ method: 'POST', url: '/api/auth/mfa/passkey/options', headers: { cookie } });
    const other = authenticator();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/passkey/verify',
      payload: { credential: other.assert(options.json()) },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(401);
  });

  it('only its owner removes a passkey; then sign-in needs no second factor', async () => {
    expect((await t.app.inject(as(ben, { method: 'DELETE', url: `/api/account/passkeys/${key.id}` }))).statusCode).toBe(404);
    expect((await t.app.inject(as(alice, { method: 'DELETE', url: `/api/account/passkeys/${key.id}` }))).statusCode).toBe(200);
    expect((await loginAlice()).json().user.uuid).toBe(alice.userId);
  });
});
