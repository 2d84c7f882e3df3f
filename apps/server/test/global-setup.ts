import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { migrateDatabase, openPostgres } from '@tend/db/client';

export const templateName = 'tend_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string | null;
  }
}

/**
 * With TEST_DATABASE_URL (PostgreSQL), migrate a template database once; each worker then
 * clones it (CREATE DATABASE … TEMPLATE) instead of migrating again. Without it, tests use PGlite.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL || null;
  project.provide('testDatabaseUrl', url);
  if (!url) return;
  await dropTestDatabases(url);
  await admin(url, (c) => c.query(`create database ${templateName}`));
  const templateUrl = withDatabase(url, templateName);
  const database = await openPostgres(templateUrl, { max: 1 });
  await migrateDatabase(database, templateUrl);
  await database.close();
  return () => dropTestDatabases(url);
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function dropTestDatabases(url: string) {
  await admin(url, async (c) => {
    const { rows } = await c.query<{ datname: string }>(`select datname from pg_database where datname like 'tend_test_%'`);
    for (const { datname } of rows) await c.query(`drop database if exists "${datname}" with (force)`);
  });
}
