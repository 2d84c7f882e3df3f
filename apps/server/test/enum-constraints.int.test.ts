/**
 * The database holds enum columns to the contracts' lists: every listed value is stored, anything
 * else is refused by a CHECK constraint, whoever writes (a bug, a script, a hand-written SQL fix).
 */
import { sql, type SQL } from 'drizzle-orm';
import { appointmentStatuses, clientStatuses } from '@tend/contracts/clients.contract';
import { documentTypes, noteStatuses } from '@tend/contracts/notes.contract';
import { characterTypes, roles } from '@tend/contracts/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

/** The database's refusal, through drizzle's wrapper. */
async function refusal(query: SQL): Promise<string> {
  try {
    await t.app.services.db.execute(query);
  } catch (error) {
    const { cause, message } = error as Error & { cause?: Error };
    return cause?.message ?? message;
  }
  return 'accepted';
}

describe('enum columns', () => {
  const cases = () => [
    { column: 'users.role', values: roles, set: (v: string) => sql`update users set role = ${v} where id = ${t.seeded.userIds.devon}` },
    {
      column: 'users.character_type',
      values: characterTypes,
      set: (v: string) => sql`update users set character_type = ${v} where id = ${t.seeded.userIds.devon}`,
    },
    { column: 'clients.status', values: clientStatuses, set: (v: string) => sql`update clients set status = ${v} where id = ${t.seeded.clientIds.jordan}` },
    {
      column: 'notes.document_type',
      values: documentTypes,
      set: (v: string) => sql`update notes set document_type = ${v} where id = ${t.seeded.noteIds.jordan}`,
    },
    { column: 'notes.status', values: noteStatuses, set: (v: string) => sql`update notes set status = ${v} where id = ${t.seeded.noteIds.jordan}` },
    {
      column: 'encounters.status',
      values: appointmentStatuses,
      set: (v: string) => sql`update encounters set status = ${v} where client_id = ${t.seeded.clientIds.jordan}`,
    },
  ];

  it('store every value the contracts list', async () => {
    for (const { column, values, set } of cases()) {
      for (const value of values) expect(await refusal(set(value)), `${column} = ${value}`).toBe('accepted');
    }
  });

  it('refuse a value the contracts do not list, naming the constraint', async () => {
    for (const { column, set } of cases()) {
      expect(await refusal(set('progress_note')), column).toMatch(new RegExp(`violates check constraint "${column.replace('.', '_')}_check"`));
    }
  });
});
