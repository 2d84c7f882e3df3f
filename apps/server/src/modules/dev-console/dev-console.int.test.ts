import { eq } from 'drizzle-orm';
import { jobs } from '@tend/db/schema/jobs';
import type { DevConsole } from '@tend/contracts/dev-console.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';

let t: TestApp;
let devon: Credentials;
beforeAll(async () => {
  t = await createTestApp();
  devon = await t.login('devon');
});
afterAll(() => t.app.close());

const consoleOf = async () => {
  const res = await t.app.inject(as(devon, { method: 'GET', url: '/api/dev/console' }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DevConsole>();
};

describe('the dev console', () => {
  it('names the database, every migration of this build as applied, and the builtin engine as reachable', async () => {
    const view = await consoleOf();
    expect(view.database.kind).toBe(t.app.services.database.kind);
    expect(view.database.migrations.pending).toEqual([]);
    expect(view.database.migrations.applied).toBe(view.database.migrations.known);
    expect(view.database.migrations.latest).toMatch(/^\d{4}_[a-z_]+$/);
    expect(view.providers.ai.ok).toBe(true);
    // The built-in recognizer and voice are Debian programs on this machine (pocketsphinx, espeak-ng).
    expect(view.providers.speech).toMatchObject({ kind: 'builtin', ok: true });
    expect(view.version.node).toBe(process.version);
  });

  it('counts jobs by kind and shows a failed job with its error masked, then retries it from its first attempt', async () => {
    const [failed] = await t.app.services.db
      .insert(jobs)
      .values({
        kind: 'probe_failed_kind',
        payload: { client_name: 'Sam Lee' },
        status: 'error',
        attempts: 3,
        error: 'mail to "sam.lee@example.com" refused: sam.lee@example.com unknown, account 1234567',
        finishedAt: t.clock.now,
      })
      .returning({ id: jobs.id });
    const view = await consoleOf();
    expect(view.jobs.counts).toContainEqual({ kind: 'probe_failed_kind', status: 'error', count: 1 });
    const shown = view.jobs.failed.find((job) => job.id === failed!.id);
    expect(shown).toMatchObject({ kind: 'probe_failed_kind', attempts: 3 });
    // Neither the payload nor the values in the message reach the screen.
    expect(JSON.stringify(view)).not.toContain('Sam Lee');
    expect(shown!.error).not.toMatch(/sam\.lee|1234567/);
    expect(shown!.error).toContain('refused');

    const retried = await t.app.inject(as(devon, { method: 'POST', url: `/api/dev/jobs/${failed!.id}/retry` }));
    expect(retried.statusCode, retried.body).toBe(200);
    const [row] = await t.app.services.db.select().from(jobs).where(eq(jobs.id, failed!.id));
    expect(row).toMatchObject({ attempts: 0, finishedAt: null });
    // The runner does not know the kind, so the job stays queued for the version that does.
    expect(row!.status).toBe('queued');
    const again = await t.app.inject(as(devon, { method: 'POST', url: `/api/dev/jobs/${failed!.id}/retry` }));
    expect(again.statusCode).toBe(404);
  });

  it('is closed to everyone but developers', async () => {
    const dana = await t.login('dana');
    expect((await t.app.inject(as(dana, { method: 'GET', url: '/api/dev/console' }))).statusCode).toBe(403);
  });
});
