import { inject } from 'vitest';
import { migrateDatabase, openPglite, openPostgres, type Database } from '@tend/db/client';
import { admin, templateNameOf, testDatabasePrefix, withDatabase } from './global-setup';

let shared: Promise<{ database: Database; url: string | null }> | undefined;

/** This worker's database: a PostgreSQL clone of the migrated template, or an in-memory PGlite. */
export function testDatabase(): Promise<{ database: Database; url: string | null }> {
  shared ??= open();
  return shared;
}

async function open(): Promise<{ database: Database; url: string | null }> {
  const url = inject('testDatabaseUrl');
  if (!url) {
    const database = await openPglite();
    await migrateDatabase(database);
    return { database, url: null };
  }
  const name = `${testDatabasePrefix(url)}w${process.pid}`;
  await admin(url, async (c) => {
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.query(`create database "${name}" template "${templateNameOf(url)}"`);
  });
  const workerUrl = withDatabase(url, name);
  return { database: await openPostgres(workerUrl, { max: 5 }), url: workerUrl };
}

/** A database of its own, for tests that damage it (tampering, closing): fresh PGlite or a new PostgreSQL clone. */
export async function isolatedDatabase(): Promise<{ database: Database; url: string | null }> {
  const url = inject('testDatabaseUrl');
  if (!url) {
    const database = await openPglite();
    await migrateDatabase(database);
    return { database, url: null };
  }
  const name = `${testDatabasePrefix(url)}iso_${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await admin(url, (c) => c.query(`create database "${name}" template "${templateNameOf(url)}"`));
  const isoUrl = withDatabase(url, name);
  return { database: await openPostgres(isoUrl, { max: 3 }), url: isoUrl };
}
