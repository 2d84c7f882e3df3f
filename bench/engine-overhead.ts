/**
 * The server's own cost on POST /api/engine/respond: total latency minus the provider's fixed
 * delay, against a loopback OpenAI-compatible server; and minus the same request's answer asked of
 * that server directly (its HTTP and the delay timer's lateness, paid either way). And for /respond/stream, the extra time to
 * the first streamed token compared with reading the provider's stream directly.
 *
 *   npx tsx bench/engine-overhead.ts                       # embedded PGlite
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/engine-overhead.ts
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '@tend/db/client';
import { personas, seedPassword } from '@tend/db/seed/personas';
import { seedPersonas } from '@tend/db/seed/seed-personas';
import { buildApp } from '../apps/server/src/app';
import { hashPassword } from '../apps/server/src/auth/passwords';
import { loadEnv } from '../apps/server/src/env';
import { modelReply, startFakeOpenAi } from '../apps/server/test/fake-openai';

const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const providerDelayMs = 50;
const databaseUrl = process.env.BENCH_DATABASE_URL;

const fake = await startFakeOpenAi();
const database = await openDatabase({ databaseUrl });
await migrateDatabase(database, databaseUrl);
const env = loadEnv({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tend-bench-')),
  LOG_LEVEL: 'silent',
  AI_PROVIDER: 'openai-compatible',
  AI_BASE_URL: fake.baseUrl,
  AI_MODEL: 'bench',
});
const app = await buildApp({ env, database, logger: false });
const suffix = crypto.randomUUID().slice(0, 8);
await seedPersonas(database.db, { passwordHash: await hashPassword(seedPassword), suffix });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: personas.alice.email.replace('@', `+${suffix}@`), password: seedPassword }),
});
const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
// The browser's Origin: cookie-carrying writes without one are refused (CSRF).
const headers = { cookie, origin: base, 'content-type': 'application/json' };
const session = ((await (await fetch(`${base}/api/conversations/new`, { method: 'POST', headers: { cookie, origin: base } })).json()) as { session_id: string })
  .session_id;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!.toFixed(1);
// One clinician sends far more than the assistant's 60 a minute here: the window is emptied before each
// request (untimed), so every request still pays for counting its hit.
const forgetRateLimit = () => database.db.execute(sql`delete from rate_limit_buckets where key like 'assistant:user:%'`);
const body = () =>
  JSON.stringify({ user_input: 'Client reported a calmer week and practised breathing daily.', session_id: session, message_id: crypto.randomUUID() });

// 1. Non-streamed: overhead = total − provider delay; and total − the same answer asked of the provider directly.
const overhead: number[] = [];
const overDirect: number[] = [];
const reply = { kind: 'json' as const, content: modelReply({ response: 'Noted.' }), delayMs: providerDelayMs };
for (let i = 0; i < rounds; i += 1) {
  fake.queue(reply);
  let t0 = performance.now();
  const provider = await fetch(`${fake.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'bench', messages: [] }),
  });
  await provider.json();
  const directMs = performance.now() - t0;
  fake.queue(reply);
  await forgetRateLimit();
  t0 = performance.now();
  const res = await fetch(`${base}/api/engine/respond`, { method: 'POST', headers, body: body() });
  const answer = (await res.json()) as { status?: string };
  if (res.status !== 200 || answer.status !== 'ok') throw new Error(`respond failed: ${res.status} ${JSON.stringify(answer)}`);
  const totalMs = performance.now() - t0;
  overhead.push(totalMs - providerDelayMs);
  overDirect.push(totalMs - directMs);
}

// 2. Streamed: first token through Tend vs first token read straight from the provider.
async function firstChunkMs(url: string, init: RequestInit, isToken: (text: string) => boolean): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url, init);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended before a token: ${seen.slice(0, 300)}`);
    seen += decoder.decode(value, { stream: true });
    if (isToken(seen)) {
      const ms = performance.now() - t0;
      await reader.cancel();
      return ms;
    }
  }
}
/** True once the provider's streamed JSON has the first character of the response field's text. */
function providerHasToken(raw: string): boolean {
  const text = raw
    .split('\n')
    .filter((l) => l.startsWith('data: {'))
    .map((l) => (JSON.parse(l.slice(6)) as { choices: { delta: { content?: string } }[] }).choices[0]?.delta.content ?? '')
    .join('');
  return /"response":"[^"]/.test(text);
}
const streamed = { content: modelReply({ response: 'Thank you, that is helpful. What did you notice about her affect?' }), chunkSize: 6, chunkDelayMs: 2 };
const direct: number[] = [];
const viaTend: number[] = [];
for (let i = 0; i < rounds; i += 1) {
  fake.queue({ kind: 'stream', ...streamed });
  // The provider's first chunk that carries text of the response field.
  direct.push(
    await firstChunkMs(
      `${fake.baseUrl}/chat/completions`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ model: 'bench', stream: true, messages: [] }) },
      providerHasToken,
    ),
  );
  fake.queue({ kind: 'stream', ...streamed });
  await forgetRateLimit();
  viaTend.push(await firstChunkMs(`${base}/api/engine/respond/stream`, { method: 'POST', headers, body: body() }, (s) => s.includes('event: delta')));
}
const ttftOverhead = viaTend.map((v, i) => v - direct[i]!);

console.log(`${database.kind}, ${rounds} rounds, provider delay ${providerDelayMs} ms, Node ${process.version}`);
console.log(`respond overhead (total − provider)   p50 ${pct(overhead, 50)} ms   p99 ${pct(overhead, 99)} ms`);
console.log(`respond overhead (total − direct call) p50 ${pct(overDirect, 50)} ms   p99 ${pct(overDirect, 99)} ms`);
console.log(`stream first token: direct            p50 ${pct(direct, 50)} ms   p99 ${pct(direct, 99)} ms`);
console.log(`stream first token: through Tend      p50 ${pct(viaTend, 50)} ms   p99 ${pct(viaTend, 99)} ms`);
console.log(`time-to-first-token overhead          p50 ${pct(ttftOverhead, 50)} ms   p99 ${pct(ttftOverhead, 99)} ms`);
await app.close();
await database.close();
await fake.close();
