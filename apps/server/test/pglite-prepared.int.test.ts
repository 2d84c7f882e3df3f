import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePreparedStatements } from '@tend/db/pglite-prepared';

// Its own small in-memory database: the prepared path is the embedded database's, whichever
// database this worker's other tests run on.
let client: PGlite;
/** PGlite's own query(), for comparison: the instance's query is the prepared one. */
let stockQuery: PGlite['query'];

beforeAll(async () => {
  client = await PGlite.create();
  usePreparedStatements(client);
  stockQuery = PGlite.prototype.query.bind(client);
  await client.exec(`
    create table things (id uuid primary key, name text not null unique, tags text[], data jsonb, amount numeric(8,2),
      seen_at timestamptz, born date, active boolean, n bigint);
    insert into things values ('6a1c7e8e-0b7e-4a55-9d6c-1d2f3a4b5c6d', 'one', '{a,b}', '{"k":[1,2]}', 12.5, '2026-11-24T09:30:00Z', '1990-02-03', true, 9007199254740993),
      ('7b2d8f9f-1c8f-4b66-8e7d-2e3f4a5b6c7e', 'two', null, null, null, null, null, false, null);`);
}, 60_000);

afterAll(() => client.close());

const preparedCount = async (text: string) =>
  (await stockQuery<{ n: number }>('select count(*)::int as n from pg_prepared_statements where statement = $1', [text])).rows[0]!.n;

describe('PGlite prepared statements', () => {
  // Drizzle passes parsers of its own that leave dates and timestamps as text.
  const drizzleLike = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (v: string) => v, [types.DATE]: (v: string) => v } };
  const everyType = 'select * from things where active = $1 or name = $2 order by name';

  it('answers every type as PGlite’s own query() does, in object and array row mode', async () => {
    for (const options of [undefined, drizzleLike]) {
      const prepared = await client.query(everyType, [true, 'two'], options);
      const stock = await stockQuery(everyType, [true, 'two'], options);
      expect(prepared.rows).toEqual(stock.rows);
      expect(prepared.fields).toEqual(stock.fields);
      expect(prepared.rows).toHaveLength(2);
    }
    const [first] = (await client.query<{ tags: string[]; data: unknown; n: bigint; seen_at: Date }>(everyType, [true, 'x'])).rows;
    expect(first).toMatchObject({ tags: ['a', 'b'], data: { k: [1, 2] }, n: 9007199254740993n });
    expect(first!.seen_at).toEqual(new Date('2026-11-24T09:30:00Z'));
  });

  it('parses a statement once and binds it on every later call', async () => {
    const text = 'select name from things where id = $1';
    for (let i = 0; i < 3; i += 1) await client.query(text, ['6a1c7e8e-0b7e-4a55-9d6c-1d2f3a4b5c6d']);
    expect(await preparedCount(text)).toBe(1);
  });

  it('reports affected rows, and a database error leaves the connection usable', async () => {
    const update = await client.query('update things set active = $1 where name = $2', [true, 'two']);
    expect(update.affectedRows).toBe(1);
    await expect(client.query('insert into things (id, name) values ($1, $2)', ['8c3e9a0a-2d9a-4c77-8f8e-3f4a5b6c7d8f', 'one'])).rejects.toMatchObject({
      code: '23505',
    });
    await expect(client.query('select * from things where id = $1', ['not-a-uuid'])).rejects.toMatchObject({ code: '22P02' });
    await expect(client.query('select * from no_such_table where id = $1', [1])).rejects.toMatchObject({ code: '42P01' });
    expect((await client.query('select count(*)::int as n from things where id = $1', ['6a1c7e8e-0b7e-4a55-9d6c-1d2f3a4b5c6d'])).rows).toEqual([{ n: 1 }]);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = client
      .transaction(async (tx) => {
        await tx.query("insert into things (id, name) values ('9d4fab1b-3eab-4d88-9a9f-4a5b6c7d8e9a', 'uncommitted')");
        inserted();
        await held;
        await tx.rollback();
      })
      .catch(() => undefined);
    await insertDone;
    const count = client.query<{ n: number }>('select count(*)::int as n from things where name = $1', ['uncommitted']);
    release();
    await transaction;
    expect((await count).rows).toEqual([{ n: 0 }]);
  });

  it('prepares a statement again when its table changes shape', async () => {
    const text = 'select * from things where name = $1';
    expect(Object.keys((await client.query<object>(text, ['one'])).rows[0]!)).not.toContain('note');
    await client.exec('alter table things add column note text');
    expect((await client.query<{ note: string | null }>(text, ['one'])).rows[0]).toHaveProperty('note', null);
  });

  it('closes the least recently used statements beyond 500 texts', async () => {
    for (let i = 0; i < 520; i += 1) await client.query(`select $1::int + ${i} as n`, [1]);
    expect((await stockQuery<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n).toBeLessThanOrEqual(500);
    expect(await preparedCount('select $1::int + 519 as n')).toBe(1);
    expect(await preparedCount('select $1::int + 0 as n')).toBe(0);
  });
});
