/** API answers carry PHI: each says `Cache-Control: no-store` unless its route chose otherwise. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type Credentials, type TestApp } from '../../test/test-app';

let t: TestApp;
let alice: Credentials;
let sam: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.login('alice');
  sam = t.seeded.clientIds.sam!;
});
afterAll(() => t.app.close());

const get = (who: Credentials | null, url: string) => t.app.inject(as(who, { method: 'GET', url }));

describe('Cache-Control on API answers', () => {
  it('a JSON read of client records is not stored', async () => {
    for (const url of ['/api/clients', `/api/clients/${sam}`, '/api/auth/me']) {
      const res = await get(alice, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('a PDF download keeps its own no-store policy', async () => {
    const res = await get(alice, `/api/clients/${sam}/statement.pdf?from=2026-10-01&to=2026-10-31&kind=statement`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('error answers are not stored either', async () => {
    const cases = [
      [null, '/api/clients', 401],
      [alice, `/api/clients/${crypto.randomUUID()}`, 404],
      [alice, '/api/clients/not-a-uuid', 400],
      [alice, '/api/no-such-route', 404],
    ] as const;
    for (const [who, url, status] of cases) {
      const res = await get(who, url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('a public API answer is not stored; a path outside /api/ keeps its own policy', async () => {
    const res = await get(null, '/api/health');
    expect(res.headers['cache-control']).toBe('no-store');
    const page = await get(null, '/favicon-that-is-not-there.ico');
    expect(page.headers['cache-control']).not.toBe('no-store');
  });
});
