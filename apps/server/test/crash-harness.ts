/**
 * Issue 20 item 11: kill -9 trials under concurrent writes and reads. Each trial starts the real
 * server, has writers create clients, save vault entries (Idempotency-Key) and ask the assistant
 * (message_id) while readers read one client record over and over, kills the server with SIGKILL at a random moment, restarts it on the same data,
 * retries what got no answer as the web would, stops it, then opens the database and checks:
 * every acknowledged write is there exactly once (so is every retried one), no assistant claim or
 * job is stuck, every acknowledged client create and client read has its audit event (issue 19:
 * events are appended without a lock and sealed afterwards), and the audit chain verifies with
 * every event sealed.
 */
import type { ChildProcess } from 'node:child_process';
import { and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '@tend/db/client';
import { engineRequests } from '@tend/db/schema/assistant';
import { auditEvents } from '@tend/db/schema/audit';
import { clients } from '@tend/db/schema/clients';
import { messages } from '@tend/db/schema/conversations';
import { jobs } from '@tend/db/schema/jobs';
import { vaultEntries } from '@tend/db/schema/vault';
import { verifyAuditChain } from '../src/audit/audit';
import { startServerProcess } from './server-process';

export interface CrashTarget {
  /** The embedded database's directory, or a PostgreSQL URL. */
  dataDir?: string;
  databaseUrl?: string;
}

export interface TrialResult {
  acknowledged: number;
  retried: number;
  lost: string[];
  duplicated: string[];
  stuck: string[];
  missingAudit: string[];
  /** Reads answered 200 before the kill, and the read events of that record found afterwards. */
  reads: { acknowledged: number; audited: number };
  auditChainOk: boolean;
  restartMs: number;
}

const password = 'crash trial passphrase 7';
const email = 'crash.admin@trial.test';
const writers = 6;
const readers = 2;

type Write = { kind: 'client' | 'vault' | 'respond'; label: string; send: (base: string, token: string) => Promise<Response> };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

function post(base: string, token: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
}

async function signIn(base: string, register: boolean): Promise<{ token: string; userId: string }> {
  const res = register
    ? await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, name: 'Crash Trial', practice_name: 'Crash Trial Practice' }),
      })
    : await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const body = await json<{ access_token: string; user: { uuid: string } }>(res);
  return { token: body.access_token, userId: body.user.uuid };
}

/** Writes with their own identity (a unique name, key or message id), so a retry is the same write. */
function makeWrite(trial: number, n: number, userId: string, conversation: string): Write {
  const label = `t${trial}w${n}`;
  const kind = (['client', 'vault', 'respond'] as const)[n % 3]!;
  if (kind === 'client') {
    const body = { first_name: 'Crash', last_name: label, date_of_birth: '1990-01-01' };
    return { kind, label, send: (base, token) => post(base, token, '/api/clients', body) };
  }
  if (kind === 'vault') {
    const key = crypto.randomUUID();
    const body = { user_id: userId, text: `Crash vault ${label}`, folder: 'General' };
    return { kind, label, send: (base, token) => post(base, token, '/api/vault/save', body, { 'idempotency-key': key }) };
  }
  const body = { user_input: `Crash turn ${label}: the client practised breathing.`, session_id: conversation, message_id: crypto.randomUUID() };
  return { kind, label, send: (base, token) => post(base, token, '/api/engine/respond', body) };
}

/** A retried client create meets its first copy as a possible duplicate: the write is there. */
const landed = (w: Write, status: number) => status < 300 || (w.kind === 'client' && status === 409);

function serverEnv(target: CrashTarget): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = { ...inherited, DEMO_MODE: 'false', AI_PROVIDER: 'builtin', AI_TIMEOUT_MS: '3000' };
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  else env.DATA_DIR = target.dataDir;
  return env;
}

const openTarget = (target: CrashTarget): Promise<Database> => (target.databaseUrl ? openPostgres(target.databaseUrl, { max: 2 }) : openPglite(target.dataDir));

async function stop(server: ChildProcess, exit: Promise<number | null>) {
  server.kill('SIGTERM');
  await exit;
}

/** One kill -9 trial; `first` registers the account the trials write as. */
export async function runCrashTrial(target: CrashTarget, trial: number, first: boolean): Promise<TrialResult> {
  const env = serverEnv(target);
  let server = await startServerProcess(env);
  let session = await signIn(server.base, first);
  const conversation = (await json<{ session_id: string }>(await post(server.base, session.token, '/api/conversations/new', {}))).session_id;

  const acknowledged: Write[] = [];
  const unanswered: Write[] = [];
  let n = 0;
  let killed = false;
  const writer = async () => {
    while (!killed) {
      const w = makeWrite(trial, n++, session.userId, conversation);
      try {
        const res = await w.send(server.base, session.token);
        if (landed(w, res.status)) acknowledged.push(w);
        else if (res.status === 429)
          await pause(250); // the assistant's per-minute limit: refused, nothing written
        else throw new Error(`${w.kind} answered ${res.status}: ${await res.text()}`);
      } catch (error) {
        if (!killed) throw error;
        unanswered.push(w); // the answer was lost with the server: the web retries it
      }
    }
  };
  const readClientId = (
    await json<{ id: string }>(
      await post(server.base, session.token, '/api/clients', { first_name: 'Read', last_name: `t${trial}`, date_of_birth: '1990-01-01' }),
    )
  ).id;
  let readsAcknowledged = 0;
  const reader = async () => {
    while (!killed) {
      try {
        const res = await fetch(`${server.base}/api/clients/${readClientId}`, {
          headers: { authorization: `Bearer ${session.token}` },
          signal: AbortSignal.timeout(30_000),
        });
        if (res.status !== 200) throw new Error(`client read answered ${res.status}: ${await res.text()}`);
        await res.arrayBuffer();
        readsAcknowledged += 1;
      } catch (error) {
        if (!killed) throw error;
      }
    }
  };
  const load = Promise.all([...Array.from({ length: writers }, writer), ...Array.from({ length: readers }, reader)]);
  await pause(600 + Math.random() * 1_400);
  killed = true;
  server.process.kill('SIGKILL');
  await server.exit;
  await load;

  const restartAt = Date.now();
  server = await startServerProcess(env);
  const restartMs = Date.now() - restartAt;
  session = await signIn(server.base, false);
  for (const w of unanswered) {
    let res = await w.send(server.base, session.token);
    while (res.status === 429) {
      await pause(Number(res.headers.get('retry-after') ?? 1) * 1000);
      res = await w.send(server.base, session.token);
    }
    if (!landed(w, res.status)) throw new Error(`retry of ${w.label} answered ${res.status}: ${await res.text()}`);
  }
  await stop(server.process, server.exit);

  const database = await openTarget(target);
  try {
    const readEvents = await database.db
      .select({ n: count() })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.recordType, 'client'), eq(auditEvents.action, 'read'), eq(auditEvents.recordId, readClientId), eq(auditEvents.outcome, 'success')),
      );
    return {
      ...(await inspect(database, trial, acknowledged, unanswered)),
      reads: { acknowledged: readsAcknowledged, audited: readEvents[0]?.n ?? 0 },
      restartMs,
    };
  } finally {
    await database.close();
  }
}

async function inspect(database: Database, trial: number, acknowledged: Write[], retried: Write[]): Promise<Omit<TrialResult, 'restartMs' | 'reads'>> {
  const { db } = database;
  const expected = [...acknowledged, ...retried];
  const counts = new Map<string, number>();
  const bump = (label: string) => counts.set(label, (counts.get(label) ?? 0) + 1);
  const prefix = `t${trial}w`;
  const clientRows = await db.select({ id: clients.id, label: clients.lastName }).from(clients).where(eq(clients.firstName, 'Crash'));
  for (const row of clientRows) if (row.label.startsWith(prefix)) bump(row.label);
  for (const row of await db.select({ text: vaultEntries.text }).from(vaultEntries)) {
    const label = /^Crash vault (\S+)$/.exec(row.text)?.[1];
    if (label?.startsWith(prefix)) bump(label);
  }
  for (const row of await db.select({ content: messages.content }).from(messages).where(eq(messages.role, 'user'))) {
    const label = /^Crash turn (\S+):/.exec(row.content)?.[1];
    if (label?.startsWith(prefix)) bump(label);
  }

  const stuckClaims = await db.select({ id: engineRequests.messageId }).from(engineRequests).where(eq(engineRequests.status, 'processing'));
  // A job still leased a minute after its lease ran out was never picked up again.
  const stuckJobs = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, 'running'), lt(jobs.leaseUntil, sql`now() - interval '1 minute'`)));

  const ackedClientIds = clientRows.filter((r) => acknowledged.some((w) => w.label === r.label)).map((r) => r.id);
  const audited = ackedClientIds.length
    ? await db
        .select({ id: auditEvents.recordId })
        .from(auditEvents)
        .where(and(eq(auditEvents.recordType, 'client'), eq(auditEvents.action, 'create'), inArray(auditEvents.recordId, ackedClientIds)))
    : [];
  const auditedIds = new Set(audited.map((a) => a.id));

  return {
    acknowledged: acknowledged.length,
    retried: retried.length,
    lost: expected.filter((w) => (counts.get(w.label) ?? 0) === 0).map((w) => w.label),
    duplicated: [...counts].filter(([, c]) => c > 1).map(([label]) => label),
    stuck: [...stuckClaims.map((c) => `claim ${c.id}`), ...stuckJobs.map((j) => `job ${j.id}`)],
    missingAudit: ackedClientIds.filter((id) => !auditedIds.has(id)),
    auditChainOk: await chainSealedAndIntact(db),
  };
}

/** The server sealed what the killed one left (at start) and the rest (at its clean stop): nothing unsealed, no break. */
async function chainSealedAndIntact(db: Database['db']): Promise<boolean> {
  const report = await verifyAuditChain(db);
  return report.ok && report.unsealed === 0;
}

/** `trials` kill -9 trials against one database. */
export async function runCrashTrials(target: CrashTarget, trials: number): Promise<TrialResult[]> {
  const results: TrialResult[] = [];
  for (let trial = 1; trial <= trials; trial += 1) results.push(await runCrashTrial(target, trial, trial === 1));
  return results;
}
