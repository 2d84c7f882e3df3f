/**
 * Issue 20 items 9 and 11, issue 19 item 1: CRASH_TRIALS (default 2) kill -9 trials under concurrent writes and reads on the
 * embedded database, and on PostgreSQL when the run has one. `npm run bench:crash` runs more and
 * prints the figures kept in bench/README.md.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCrashTrials, type CrashTarget, type TrialResult } from './crash-harness';
import { isolatedDatabase } from './test-db';

const trials = Number(process.env.CRASH_TRIALS ?? 2);

function expectClean(results: TrialResult[]) {
  expect(results).toHaveLength(trials);
  for (const r of results) {
    expect(r.acknowledged).toBeGreaterThan(0);
    // Every read answered before the kill has its event (a read cut off after its event counts too).
    expect(r.reads.acknowledged).toBeGreaterThan(0);
    expect(r.reads.audited).toBeGreaterThanOrEqual(r.reads.acknowledged);
    expect({ lost: r.lost, duplicated: r.duplicated, stuck: r.stuck, missingAudit: r.missingAudit, auditChainOk: r.auditChainOk }).toEqual({
      lost: [],
      duplicated: [],
      stuck: [],
      missingAudit: [],
      auditChainOk: true,
    });
  }
}

describe('kill -9 under concurrent writes and reads', () => {
  it(
    'embedded database: nothing acknowledged is lost or doubled, every acknowledged read audited, nothing stuck, the chain verifies',
    { timeout: 600_000 },
    async () => {
      const target: CrashTarget = { dataDir: mkdtempSync(path.join(tmpdir(), 'tend-crash-')) };
      expectClean(await runCrashTrials(target, trials));
    },
  );

  it('PostgreSQL: the same', { timeout: 600_000 }, async (ctx) => {
    const { database, url } = await isolatedDatabase();
    await database.close();
    if (!url) ctx.skip(); // this run has no PostgreSQL (CI always has one)
    expectClean(await runCrashTrials({ databaseUrl: url! }, trials));
  });
});
