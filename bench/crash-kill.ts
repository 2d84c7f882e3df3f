/**
 * kill -9 trials under concurrent writes on both databases (issue 20 item 11): prints, per
 * database, the trials, acknowledged and retried writes, and what was lost, doubled or stuck.
 *   npx tsx bench/crash-kill.ts [trials=10]
 *   BENCH_DATABASE_URL=postgres://… adds PostgreSQL (an empty database; the trials migrate it).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCrashTrials, type CrashTarget } from '../apps/server/test/crash-harness';

const trials = Number(process.argv[2] ?? 10);
const targets: [string, CrashTarget][] = [['PGlite', { dataDir: mkdtempSync(path.join(tmpdir(), 'tend-crash-bench-')) }]];
if (process.env.BENCH_DATABASE_URL) targets.push(['PostgreSQL', { databaseUrl: process.env.BENCH_DATABASE_URL }]);

console.log(
  '| database | trials | acknowledged writes | retried after restart | lost | duplicated | stuck | audit events missing | reads acknowledged / audited | chain verifies | restart p50 / max |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const [name, target] of targets) {
  const results = await runCrashTrials(target, trials);
  const sum = (pick: (r: (typeof results)[number]) => number) => results.reduce((total, r) => total + pick(r), 0);
  const restarts = results.map((r) => r.restartMs).sort((a, b) => a - b);
  console.log(
    `| ${name} | ${trials} | ${sum((r) => r.acknowledged)} | ${sum((r) => r.retried)} | ${sum((r) => r.lost.length)} | ${sum((r) => r.duplicated.length)} | ${sum((r) => r.stuck.length)} | ${sum((r) => r.missingAudit.length)} | ${sum((r) => r.reads.acknowledged)} / ${sum((r) => r.reads.audited)} | ${results.every((r) => r.auditChainOk) ? 'yes' : 'NO'} | ${(restarts[Math.floor(trials / 2)]! / 1000).toFixed(1)} s / ${(restarts.at(-1)! / 1000).toFixed(1)} s |`,
  );
}
