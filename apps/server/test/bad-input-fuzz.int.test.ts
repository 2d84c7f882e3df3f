/**
 * Issue 20 item 4: malformed requests to every route of seven families answer 4xx, never a 5xx,
 * a stack trace or a hang. CI sends FUZZ_RUNS (default 300) per family with a fixed seed; set
 * FUZZ_RUNS=1000 (or more) and FUZZ_SEED for a longer or different run.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Credentials, type TestApp } from './test-app';

const runs = Number(process.env.FUZZ_RUNS ?? 300);
const seed = Number(process.env.FUZZ_SEED ?? 20_2026);
/** A request slower than this is a hang. */
const hangMs = 10_000;

const families: Record<string, RegExp> = {
  auth: /^\/api\/auth\//,
  clients:
    /^\/api\/clients(\/:id)?(\/(appointments|lead-history))?$|^\/api\/client-details|^\/api\/clients\/:id\/(details|diagnoses|consents|insurance|contacts)/,
  notes: /^\/api\/(notes|save_note_db|check_duplicate_note)/,
  calendar: /^\/api\/(appointments|appointment-types)/,
  billing: /^\/api\/(billing|charges|payments|superbills|claims)|^\/api\/clients\/:id\/(charges|rates|ledger|payments|statement)/,
  leads: /^\/api\/(public\/inquiries|leads)/,
  messaging: /^\/api\/(messages|practice\/messaging|messaging|portal\/messaging)/,
};
/** Routes that would end the fuzzing caller's own session. */
const skipped = /logout|password$|\/sessions|deactivate/;

const nul = 'Ana\u0000Lee';
const rtl = '\u202Eeulav\u202C مرحبا';
const oddStrings = [
  nul,
  rtl,
  '',
  ' ',
  'x'.repeat(100_000),
  '0000-01-01',
  '0000-00-00',
  '-000001-01-01',
  '+275760-09-13',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  '0000-01-01T00:00:00Z',
  '0000-01',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '💥'.repeat(300),
  '\uD800',
  'NaN',
  '-1',
  '1e309',
];
const oddString = fc.oneof(fc.constantFrom(...oddStrings), fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }));
const fieldNames = [
  'email',
  'password',
  'first_name',
  'last_name',
  'name',
  'date_of_birth',
  'search',
  'tag',
  'q',
  'status',
  'client_id',
  'provider_id',
  'start',
  'end',
  'from',
  'to',
  'month',
  'date',
  'service_date',
  'received_on',
  'amount_cents',
  'units',
  'note',
  'text',
  'content',
  'body',
  'subject',
  'message',
  'token',
  'limit',
  'offset',
  'type',
  'kind',
  'mode',
  'charge_ids',
  'address',
  'phone',
  'notes',
  'session_id',
  'message_id',
  'user_input',
  '__proto__',
  'constructor',
  'prototype',
];
const fieldName = fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 12 }));

const { value: oddValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    oddString,
    fc.constantFrom(0, -1, 1.5, 2 ** 53 + 1, -(2 ** 31), 1e308, true, false, null),
    fc.integer(),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fieldName, tie('value'), { maxKeys: 4 }),
  ),
}));

/** A JSON text the generators cannot make as objects: prototype keys as own keys, deep nesting. */
const rawJson = fc.oneof(
  fc.constantFrom(
    '{"__proto__":{"isAdmin":true},"first_name":"A","last_name":"B"}',
    '{"constructor":{"prototype":{"role":"admin"}}}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
    '{"first_name": "Ana",',
    '"just a string"',
    '12345',
    'null',
    '{"email":"a@b.test","password":"x\\u0000y"}',
  ),
  fc.string({ maxLength: 30 }),
);

const boundary = 'fuzzboundary';
function multipart(fields: Record<string, unknown>, truncate: boolean): string {
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`);
  const whole = `${parts.join('')}--${boundary}--\r\n`;
  return truncate ? whole.slice(0, Math.max(10, Math.floor(whole.length / 2))) : whole;
}

/**
 * Plausible values for the fields most routes take, so a body passes the contract but for the one
 * or two fields a case spoils: the spoiled value then reaches the handler and the database.
 */
const template = (ids: RealIds): Record<string, unknown> => ({
  first_name: 'Ana',
  last_name: 'Lee',
  email: 'ana.lee@example.test',
  phone: '+1 555 0100',
  password: 'a long enough passphrase 42',
  name: 'Intake',
  date_of_birth: '1990-04-12',
  client_id: ids.client,
  start: '2026-12-01T15:00:00Z',
  end: '2026-12-01T15:50:00Z',
  from: '2026-01-01',
  to: '2026-12-31',
  month: '2026-05',
  service_date: '2026-05-04',
  service_code: '90834',
  received_on: '2026-05-04',
  amount_cents: 15000,
  method: 'card',
  mode: 'month',
  consent: true,
  reason: 'Anxiety',
  body: 'Hello',
  text: 'Session went well.',
  content: 'Session went well.',
  status: 'active',
  duration_minutes: 50,
});

interface RealIds {
  client: string;
  note: string;
  formKey: string;
}

type Body =
  | { kind: 'template'; spoil: Record<string, unknown> }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw-json'; text: string }
  | { kind: 'form'; fields: Record<string, unknown> }
  | { kind: 'multipart'; fields: Record<string, unknown>; truncate: boolean }
  | { kind: 'other'; type: string; text: string }
  | { kind: 'none' };

const body: fc.Arbitrary<Body> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('template' as const),
      spoil: fc.dictionary(fc.constantFrom(...fieldNames), oddValue, { minKeys: 1, maxKeys: 2 }),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('json' as const), value: fc.oneof(fc.dictionary(fieldName, oddValue, { maxKeys: 8 }), oddValue) }), weight: 4 },
  fc.record({ kind: fc.constant('raw-json' as const), text: rawJson }),
  fc.record({ kind: fc.constant('form' as const), fields: fc.dictionary(fieldName, oddString, { maxKeys: 5 }) }),
  fc.record({ kind: fc.constant('multipart' as const), fields: fc.dictionary(fieldName, oddString, { maxKeys: 5 }), truncate: fc.boolean() }),
  fc.record({
    kind: fc.constant('other' as const),
    type: fc.constantFrom(
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/json; charset=latin1',
      'image/png',
    ),
    text: fc.string({ maxLength: 50 }),
  }),
  fc.constant({ kind: 'none' as const }),
);

const query = fc.array(fc.tuple(fieldName, oddString), { maxLength: 4 });
const pathId = fc.oneof(
  fc.constantFrom('real-client', 'real-note', 'real-form'),
  fc.uuid(),
  fc.constantFrom('x', '0', '-1', 'a'.repeat(500), '%00', '%E0%A4%A', '%2e%2e', 'null', '00000000-0000-0000-0000-000000000000', encodeURIComponent(rtl)),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
);

interface Case {
  caller: number;
  body: Body;
  query: Array<[string, string]>;
  ids: string[];
}
const fuzzCase = fc.record({ caller: fc.nat(2), body, query, ids: fc.array(pathId, { minLength: 3, maxLength: 3 }) });

const realId = (id: string, ids: RealIds) => (id === 'real-client' ? ids.client : id === 'real-note' ? ids.note : id === 'real-form' ? ids.formKey : id);

function toRequest(method: NonNullable<InjectOptions['method']>, url: string, c: Case, credentials: Array<Credentials | null>, ids: RealIds): InjectOptions {
  let i = 0;
  const path = url.replace(/:\w+/g, () => realId(c.ids[i++ % c.ids.length]!, ids));
  const search = new URLSearchParams(c.query).toString();
  const who = credentials[c.caller];
  // A browser sends Origin with every state-changing call it makes with the cookie.
  const headers: Record<string, string> = who ? { cookie: who.cookie, origin: 'http://localhost:80' } : {};
  const request: InjectOptions = { method, url: search ? `${path}?${search}` : path, headers };
  if (method === 'GET' || method === 'DELETE') return request;
  const b = c.body;
  if (b.kind === 'template')
    return { ...request, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify({ ...template(ids), ...b.spoil }) };
  if (b.kind === 'json') return { ...request, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(b.value) ?? 'null' };
  if (b.kind === 'raw-json') return { ...request, headers: { ...headers, 'content-type': 'application/json' }, payload: b.text };
  if (b.kind === 'form')
    return {
      ...request,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(b.fields as Record<string, string>).toString(),
    };
  if (b.kind === 'multipart')
    return { ...request, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: multipart(b.fields, b.truncate) };
  if (b.kind === 'other') return { ...request, headers: { ...headers, 'content-type': b.type }, payload: b.text };
  return request;
}

const stackTrace = /\bat .+\(.+:\d+:\d+\)|node_modules|\.ts:\d+/;

let t: TestApp;
let credentials: Array<Credentials | null>;
let ids: RealIds;
beforeAll(async () => {
  t = await createTestApp();
  credentials = [await t.login('alice'), await t.login('dana'), null];
  const form = await t.app.inject({ method: 'GET', url: '/api/leads/form', headers: { cookie: credentials[1]!.cookie } });
  ids = { client: Object.values(t.seeded.clientIds)[0]!, note: Object.values(t.seeded.noteIds)[0]!, formKey: form.json().form_key };
});
afterAll(() => t.app.close());

describe('fuzzed bad input', () => {
  for (const [family, pattern] of Object.entries(families)) {
    it(`${family}: ${runs} malformed requests answer 4xx (or a success), never 5xx, a stack trace or a hang`, { timeout: 120_000 }, async () => {
      const routes = t.app.routeTable.filter((r) => pattern.test(r.url) && !skipped.test(r.url));
      expect(routes.length).toBeGreaterThan(0);
      const cases = fc.sample(fuzzCase, { numRuns: runs, seed: seed + family.length });
      const failures: string[] = [];
      const statuses: Record<number, number> = {};
      for (const [n, c] of cases.entries()) {
        const r = routes[n % routes.length]!;
        const request = toRequest(r.method, r.url, c, credentials, ids);
        const started = Date.now();
        const res = await Promise.race([t.app.inject(request), new Promise<null>((resolve) => setTimeout(() => resolve(null), hangMs).unref())]);
        const what = `${r.method} ${r.url} as ${typeof request.url === 'string' ? request.url.slice(0, 120) : ''} ${JSON.stringify(request.payload)?.slice(0, 160)}`;
        if (res) statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        if (!res) failures.push(`hang (> ${hangMs} ms): ${what}`);
        else if (res.statusCode >= 500) failures.push(`${res.statusCode}: ${what} → ${res.body.slice(0, 200)}`);
        else if (stackTrace.test(res.body)) failures.push(`stack trace: ${what}`);
        else if (Date.now() - started > hangMs) failures.push(`slow: ${what}`);
      }
      if (process.env.FUZZ_VERBOSE) console.log(family, JSON.stringify(statuses));
      expect(failures).toEqual([]);
    });
  }
});
