/**
 * What every benchmark starts from: the database BENCH_DATABASE_URL names (else an in-memory
 * PGlite), migrated; the real app on it; and the personas seeded under a fresh suffix, so a
 * benchmark may run again on the same PostgreSQL database.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '@tend/db/client';
import { personas, seedPassword, type PersonaKey } from '@tend/db/seed/personas';
import { seedPersonas } from '@tend/db/seed/seed-personas';
import { buildApp } from '../apps/server/src/app';
import { hashPassword } from '../apps/server/src/auth/passwords';
import { loadEnv } from '../apps/server/src/env';
import type { VoiceTuning } from '../apps/server/src/modules/voice/voice-stream';

export async function startBenchApp(options: { env?: Record<string, string>; voice?: VoiceTuning } = {}) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase({ databaseUrl });
  await migrateDatabase(database, databaseUrl);
  const env = loadEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tend-bench-')), LOG_LEVEL: 'silent', ...options.env });
  const app = await buildApp({ env, database, logger: false, voice: options.voice });
  const suffix = crypto.randomUUID().slice(0, 8);
  const seeded = await seedPersonas(database.db, { passwordHash: await hashPassword(seedPassword), suffix });
  /** A seeded persona's sign-in: the e-mail carries this run's suffix. */
  const credentials = (persona: PersonaKey) => ({ email: personas[persona].email.replace('@', `+${suffix}@`), password: seedPassword });
  /** A persona's session cookie, signed in through the route (in process). */
  const sessionCookie = async (persona: PersonaKey) => {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials(persona) });
    return `tend_session=${login.cookies.find((c) => c.name === 'tend_session')!.value}`;
  };
  return { database, db: database.db, app, suffix, seeded, credentials, sessionCookie };
}
