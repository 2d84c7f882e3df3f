/** ARCHITECTURE rule 5: bad input gets a clear 4xx naming the problem and changes nothing; never a stack trace. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '@tend/db/schema/clients';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/env';
import { as, createTestApp, type Credentials, type TestApp } from './test-app';
import { isolatedDatabase } from './test-db';

let t: TestApp;
let alice: Credentials;
const webDist = mkdtempSync(path.join(tmpdir(), 'tend-dist-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Tend</title><div id="root"></div>');
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("tend")');

beforeAll(async () => {
  t = await createTestApp({ webDist });
  alice = await t.login('alice');
});
afterAll(() => t.app.close());

const expectNoStack = (body: string) => expect(body).not.toMatch(/\bat .+\(.+:\d+:\d+\)|node_modules|\.ts:\d+/);

describe('validation', () => {
  it('names each failing body field', async () => {
    const res = await t.app.inject(
      as(alice, { method: 'POST', url: '/api/clients', payload: { first_name: '', email: 'not-an-email', date_of_birth: '12/04/1991' } }),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('validation_error');
    expect(body.details.map((d: { field: string }) => d.field).sort()).toEqual(['body.date_of_birth', 'body.email', 'body.first_name', 'body.last_name']);
    expect(body.message).toContain('body.email: Enter a valid e-mail address');
    expect(await t.app.services.db.select().from(clients).where(eq(clients.email, 'not-an-email'))).toEqual([]);
  });

  it('names a bad path parameter', async () => {
    const res = await t.app.inject(as(alice, { method: 'GET', url: '/api/notes/not-a-uuid' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'params.id', message: 'Note id must be a UUID' }]);
  });

  it('names a missing query parameter', async () => {
    const res = await t.app.inject(as(alice, { method: 'GET', url: '/api/search' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('query.q');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject(
      as(alice, { method: 'POST', url: '/api/clients', headers: { 'content-type': 'application/json' }, payload: '{"first_name": "Ana",' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: 'Malformed JSON in request body.' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await t.app.inject(as(alice, { method: 'POST', url: '/api/clients', payload: { first_name: 'x'.repeat(1024 * 1024 + 10), last_name: 'y' } }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('payload_too_large');
  });

  it('keeps raw bytes to 1 MB outside the upload routes, even before sign-in is checked', async () => {
    const bytes = Buffer.alloc(2 * 1024 * 1024, 1);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/octet-stream' }, payload: bytes });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Request body is too large (limit 1 MB).');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject(as(alice, { method: 'POST', url: '/api/clients', headers: { 'content-type': 'application/xml' }, payload: '<client/>' }));
    expect(res.statusCode).toBe(415);
    expectNoStack(res.body);
  });
});

describe('routing and the web app', () => {
  it('an unknown API path is a JSON 404, never the web app', async () => {
    for (const url of ['/api/nope', '/api/clients/x/y/z', '/api']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().error).toBe('not_found');
    }
  });

  it('serves index.html for app paths and files from the build', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/clients/123' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.body).toBe('console.log("tend")');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('does not serve files outside the build', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/..%2f..%2fpackage.json' });
    expect(res.body).not.toContain('"name"');
  });

  it('sends security headers with a strict content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The API's answers carry the same headers.
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toBe(csp);
    expect(api.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(api.headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('failures on our side', () => {
  it('a database outage answers 503 on /api/health and a plain 500 elsewhere, without a stack trace', async () => {
    const { database } = await isolatedDatabase();
    const env = loadEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tend-down-')), LOG_LEVEL: 'silent' });
    const app = await buildApp({ env, database, logger: false, checkResponses: true });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await database.close();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.test', password: 'whatever-password' } });
    expect(login.statusCode).toBe(500);
    expect(login.json()).toEqual({ error: 'internal_error', message: 'Something went wrong on our side. Please try again.' });
    expectNoStack(login.body);
    await app.close();
  });
});

/** Issue 20 item 4: each of these answered 500 before. */
describe('values the database or the parser cannot take answer 4xx naming the problem', () => {
  it('a NUL byte in a body field, a search or a tag is refused with 400 naming the field', async () => {
    const name = await t.app.inject(as(alice, { method: 'POST', url: '/api/clients', payload: { first_name: 'Ana\u0000', last_name: 'Lee' } }));
    expect(name.statusCode).toBe(400);
    expect(name.json().details).toEqual([{ field: 'body.first_name', message: 'Must not contain a NUL character (\\u0000)' }]);
    const nested = await t.app.inject(
      as(alice, { method: 'POST', url: '/api/clients', payload: { first_name: 'Ana', last_name: 'Lee', address: { city: 'Har\u0000bor' } } }),
    );
    expect(nested.json().details[0].field).toBe('body.address.city');
    const search = await t.app.inject(as(alice, { method: 'GET', url: '/api/clients?search=An%00a' }));
    expect(search.statusCode).toBe(400);
    expect(search.json().details[0].field).toBe('query.search');
    const tag = await t.app.inject(as(alice, { method: 'GET', url: `/api/vault/folders/${crypto.randomUUID()}/entries?tag=a%00b` }));
    expect(tag.statusCode).toBe(400);
    expect(tag.json().message).toContain('NUL');
  });

  it('a year-0000 date of birth or filter is refused with 400 naming the field', async () => {
    const dob = await t.app.inject(
      as(alice, { method: 'POST', url: '/api/clients', payload: { first_name: 'Ana', last_name: 'Lee', date_of_birth: '0000-01-01' } }),
    );
    expect(dob.statusCode).toBe(400);
    expect(dob.json().details).toEqual([{ field: 'body.date_of_birth', message: 'Year must be between 1900 and 2200' }]);
    const client = Object.values(t.seeded.clientIds)[0];
    const dana = await t.login('dana');
    const statement = await t.app.inject(as(dana, { method: 'GET', url: `/api/clients/${client}/statement.pdf?from=0000-01-01&to=2026-01-31` }));
    expect(statement.statusCode).toBe(400);
    expect(statement.json().details[0].field).toBe('query.from');
    const batch = await t.app.inject(as(dana, { method: 'POST', url: '/api/superbills/batch', payload: { month: '0000-01' } }));
    expect(batch.statusCode).toBe(400);
    expect(batch.json().details[0].field).toBe('body.month');
  });

  it('a truncated multipart body, even to sign-in, is a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'multipart/form-data; boundary=XX' },
      payload: '--XX\r\nContent-Disposition: form-data; name="email"\r\n\r\nana@example.test',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: 'Malformed multipart form data in request body.' });
    const noBoundary = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'multipart/form-data' }, payload: 'x' });
    expect(noBoundary.statusCode).toBe(400);
  });

  it('a notification socket opened from Origin: null is refused with 403', async () => {
    const res = await t.app.inject(
      as(alice, {
        method: 'GET',
        url: `/ws/notifications/${alice.userId}`,
        headers: {
          origin: 'null',
          connection: 'upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        },
      }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('cross_origin_refused');
  });
});
