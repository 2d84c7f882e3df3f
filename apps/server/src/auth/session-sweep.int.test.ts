import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authSessions } from '@tend/db/schema/auth';
import { jobs } from '@tend/db/schema/jobs';
import { users } from '@tend/db/schema/users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sweepExpiredDemos } from '../modules/demo/demo-sweep.job';
import { sessionPolicy } from './session-policy';
import { sweepExpiredSessions } from './session-sweep.job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The worker's database is shared by the test files before this one, each with its own clock:
  // a sweep they left queued days ahead of this clock would stand in for the run this file expects.
  await t.app.services.db
    .delete(jobs)
    .where(and(inArray(jobs.kind, [sweepExpiredSessions.kind, sweepExpiredDemos.kind]), inArray(jobs.status, ['queued', 'running'])));
});
afterAll(() => t.app.close());

describe('the periodic sweeps are recurring jobs of the app', () => {
  it('deletes idle sessions, then queues the next sweep 15 minutes on', async () => {
    const { db, jobs: runner } = t.app.services;
    const alice = await t.login('alice');
    const mine = () => db.select().from(authSessions).where(eq(authSessions.userId, alice.userId));
    expect((await mine()).length).toBeGreaterThan(0);

    t.clock.advance(sessionPolicy.idleMs + 60_000);
    await runner.scheduleRecurring();
    // On PostgreSQL the app's own worker may take the job first: wait for its effect either way.
    await vi.waitFor(
      async () => {
        await runner.runUntilIdle();
        expect(await mine()).toEqual([]);
      },
      { timeout: 10_000, interval: 100 },
    );
    const next = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, sweepExpiredSessions.kind), eq(jobs.status, 'queued')));
    expect(next).toMatchObject([{ runAfter: new Date(t.clock.now.getTime() + 15 * 60_000) }]);
  });

  it('in demo mode, purges demo accounts a day old', async () => {
    const { db, jobs: runner } = t.app.services;
    const demo = await t.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { character_type: 'therapist' } });
    const demoUser = eq(users.id, demo.json().user.uuid);
    t.clock.advance(sessionPolicy.demoLifetimeMs + 60_000);
    await runner.scheduleRecurring();
    await vi.waitFor(
      async () => {
        await runner.runUntilIdle();
        expect(await db.select().from(users).where(demoUser)).toEqual([]);
      },
      { timeout: 10_000, interval: 100 },
    );
    const runs = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, sweepExpiredDemos.kind), eq(jobs.status, 'done')));
    expect(runs.some((r) => (r.result as { purged: number }).purged >= 1)).toBe(true);
  });
});
