import { inject } from 'vitest';
import { migrateDatabase, openPglite, openPostgres, type Database } from '@tend/db/client';
import { admin, templateName, withDatabase } from './global-setup';

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
  const name = `tend_test_w${process.pid}`;
  await admin(url, async (c) => {
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.query(`create database "${name}" template ${templateName}`);
  });
  const workerUrl = withDatabase(url, name);
  return { database: await openPostgres(workerUrl, { max: 5 }), url: workerUrl };
}
