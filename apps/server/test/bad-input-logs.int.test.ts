/** Issue 20 item 3 / ARCHITECTURE rule 12: a failed query, a refused value or a search never writes PHI to the log. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type Credentials, type TestApp } from './test-app';

const lines: string[] = [];
let t: TestApp;
let alice: Credentials;

// A real database error with PHI in its parameters and detail: a trigger on this test's copy of
// the database refuses two marked surnames, one as a constraint failure, one as a date overflow.
beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: { write: (line) => void lines.push(line) } });
  alice = await t.login('alice');
  await t.app.services.db.execute(sql`
    create or replace function test_refuse_marked_clients() returns trigger language plpgsql as $$
    begin
      if new.last_name = 'Refusedmarker' then
        raise exception 'refused %', new.first_name using errcode = '23514', detail = 'first name ' || new.first_name;
      elsif new.last_name = 'Overflowmarker' then
        raise exception 'out of range for %', new.first_name using errcode = '22008', detail = 'first name ' || new.first_name;
      end if;
      return new;
    end $$`);
  await t.app.services.db.execute(
    sql`create trigger test_refuse_marked_clients before insert on clients for each row execute function test_refuse_marked_clients()`,
  );
});
afterAll(async () => {
  await t.app.services.db.execute(sql`drop trigger if exists test_refuse_marked_clients on clients`);
  await t.app.services.db.execute(sql`drop function if exists test_refuse_marked_clients()`);
  await t.app.close();
});

const phi = { first_name: 'Zephyrina', email: 'zephyrina.quell@example.test', phone: '+1 555 0142 7781' };
const logText = () => lines.join('');

describe('logs carry no PHI', () => {
  it('a failed query logs its SQLSTATE and route, never its parameters or detail', async () => {
    const res = await t.app.inject(as(alice, { method: 'POST', url: '/api/clients', payload: { ...phi, last_name: 'Refusedmarker' } }));
    expect(res.statusCode).toBe(500);
    const failed = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(failed?.err?.code ?? failed?.err?.cause?.code).toBe('23514');
    expect(failed?.route).toBe('/api/clients');
    expect(failed?.reqId).toBeTruthy();
    for (const value of Object.values(phi)) expect(logText()).not.toContain(value);
    expect(logText()).not.toContain('Refusedmarker');
  });

  it('a value the database cannot hold is a 400, and its log line holds no value either', async () => {
    const res = await t.app.inject(as(alice, { method: 'POST', url: '/api/clients', payload: { ...phi, last_name: 'Overflowmarker' } }));
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('Zephyrina');
    for (const value of Object.values(phi)) expect(logText()).not.toContain(value);
    expect(logText()).not.toContain('Overflowmarker');
  });

  it('a NUL byte in a name is refused at the edge, and nothing of the name is logged', async () => {
    const res = await t.app.inject(as(alice, { method: 'POST', url: '/api/clients', payload: { first_name: 'Nulbertha\u0000', last_name: 'Quint' } }));
    expect(res.statusCode).toBe(400);
    expect(logText()).not.toContain('Nulbertha');
  });

  it('query strings and paths with tokens are logged by route pattern only', async () => {
    const search = await t.app.inject(as(alice, { method: 'GET', url: '/api/clients?search=Secretsearchterm' }));
    expect(search.statusCode).toBe(200);
    const feed = await t.app.inject({ method: 'GET', url: '/api/calendar-feed/Secretfeedtoken.ics?x=Secretquery' });
    expect(feed.statusCode).toBeLessThan(500);
    expect(logText()).toContain('"route":"/api/clients"');
    expect(logText()).not.toContain('Secret');
  });
});
