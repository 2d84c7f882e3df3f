import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { migrateDatabase, openPostgres } from '@tend/db/client';

/**
 * Every database a run makes starts with this: `tend_test_`, then the TEST_DATABASE_URL database's
 * name, so runs pointed at different databases of one server neither share a template nor drop
 * each other's clones.
 */
export function testDatabasePrefix(url: string): string {
  const base = decodeURIComponent(new URL(url).pathname.slice(1))
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 24);
  return `tend_test_${base || 'default'}_`;
}

export const templateNameOf = (url: string) => `${testDatabasePrefix(url)}template`;

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
  await admin(url, (c) => c.query(`create database "${templateNameOf(url)}"`));
  const templateUrl = withDatabase(url, templateNameOf(url));
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
    const { rows } = await c.query<{ datname: string }>(`select datname from pg_database where starts_with(datname, $1)`, [testDatabasePrefix(url)]);
    for (const { datname } of rows) await c.query(`drop database if exists "${datname}" with (force)`);
  });
}
