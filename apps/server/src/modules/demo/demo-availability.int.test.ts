import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@tend/db/client';
import { isolatedDatabase } from '../../../test/test-db';
import { buildApp } from '../../app';
import { loadEnv } from '../../env';

// A database of its own: the shared one holds the persona practices, whose admin ends 'auto' at once.
let database: Database;
beforeAll(async () => {
  ({ database } = await isolatedDatabase());
});
afterAll(() => database.close());

async function appWith(DEMO_MODE?: string): Promise<FastifyInstance> {
  const env = loadEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tend-demo-')), LOG_LEVEL: 'silent', ...(DEMO_MODE ? { DEMO_MODE } : {}) });
  const app = await buildApp({ env, database, logger: false, mailer: { send: async () => {} }, checkResponses: true });
  await app.ready();
  return app;
}

const offered = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/api/auth/demo' })).json().available;
const demoLogin = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/demo-login',
    remoteAddress: `198.51.100.${Math.floor(Math.random() * 250)}`,
    payload: { character_type: 'admin' },
  });

describe('demo mode by default (DEMO_MODE unset: auto)', () => {
  it('offers demo accounts on a fresh install, and stops once a real admin account exists', async () => {
    const app = await appWith();
    try {
      expect(await offered(app)).toBe(true);
      // A demo admin is not a real one: the demo stays on.
      expect((await demoLogin(app)).statusCode).toBe(201);
      expect(await offered(app)).toBe(true);

      // Signing up makes the registrant their practice's admin: this install now holds real records.
      const signUp = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'owner@new-practice.test', password: 'violet-kettle-harbour-9', name: 'Dr Real', practice_name: 'Real Practice' },
      });
      expect(signUp.statusCode).toBe(201);

      expect(await offered(app)).toBe(false);
      const refused = await demoLogin(app);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toMatch(/real administrator account/);
    } finally {
      await app.close();
    }
  });

  it('DEMO_MODE=off never offers it; DEMO_MODE=on offers it even beside a real admin', async () => {
    const off = await appWith('off');
    const on = await appWith('on');
    try {
      expect(await offered(off)).toBe(false);
      expect((await demoLogin(off)).statusCode).toBe(404);
      expect(await offered(on)).toBe(true);
      expect((await demoLogin(on)).statusCode).toBe(201);
    } finally {
      await off.close();
      await on.close();
    }
  });
});
