import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { engineRequests } from '@tend/db/schema/assistant';
import { auditEvents } from '@tend/db/schema/audit';
import { loginFailures, passwordResetTokens } from '@tend/db/schema/auth';
import { conversations } from '@tend/db/schema/conversations';
import { idempotentRequests } from '@tend/db/schema/idempotency';
import { jobs } from '@tend/db/schema/jobs';
import { portalInvites } from '@tend/db/schema/portal';
import { createTestApp, type TestApp } from '../../test/test-app';
import { retentionPeriods, sweepRetainedRows } from './retention-sweep';
import { retentionSweep } from './retention-sweep.job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const dayMs = 24 * 60 * 60_000;

/** One spent row of each kind `ageMs` old, tagged so this test finds its own rows among other files'. */
async function insertSpentRows(ageMs: number) {
  const { db } = t.app.services;
  const userId = t.seeded.userIds.ben;
  const at = new Date(t.clock.now.getTime() - ageMs);
  const tag = crypto.randomUUID();
  const [conversation] = await db.insert(conversations).values({ userId }).returning();
  const [invite] = await db
    .insert(portalInvites)
    .values({
      practiceId: t.seeded.practiceIds.harbor,
      clientId: Object.values(t.seeded.clientIds)[0]!,
      relation: 'self',
      email: `${tag}@client.test`,
      tokenHash: `invite-${tag}`,
      expiresAt: at,
      usedAt: at,
      createdAt: at,
    })
    .returning();
  const [job] = await db.insert(jobs).values({ kind: 'retention_test', payload: {}, status: 'done', createdAt: at, runAfter: at, finishedAt: at }).returning();
  const [queuedJob] = await db
    .insert(jobs)
    .values({ kind: 'retention_test', payload: {}, status: 'queued', createdAt: at, runAfter: new Date('2999-01-01') })
    .returning();
  const messageId = crypto.randomUUID();
  await db.insert(engineRequests).values({ messageId, userId, conversationId: conversation!.id, status: 'done', createdAt: at, claimedAt: at, finishedAt: at });
  await db.insert(passwordResetTokens).values({ tokenHash: `reset-${tag}`, userId, createdAt: at, expiresAt: new Date(at.getTime() + 3_600_000) });
  await db.insert(idempotentRequests).values({ userId, key: tag, scope: 'test', requestHash: 'x', statusCode: 201, response: {}, createdAt: at });
  const [failure] = await db
    .insert(loginFailures)
    .values({ email: `${tag}@x.test`, ip: '203.0.113.9', at })
    .returning();
  return { tag, inviteId: invite!.id, jobId: job!.id, queuedJobId: queuedJob!.id, messageId, failureId: failure!.id };
}

async function remaining(rows: Awaited<ReturnType<typeof insertSpentRows>>) {
  const { db } = t.app.services;
  return {
    invite: (await db.select().from(portalInvites).where(eq(portalInvites.id, rows.inviteId))).length,
    job: (await db.select().from(jobs).where(eq(jobs.id, rows.jobId))).length,
    queuedJob: (await db.select().from(jobs).where(eq(jobs.id, rows.queuedJobId))).length,
    claim: (await db.select().from(engineRequests).where(eq(engineRequests.messageId, rows.messageId))).length,
    reset: (
      await db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, `reset-${rows.tag}`))
    ).length,
    idempotent: (await db.select().from(idempotentRequests).where(eq(idempotentRequests.key, rows.tag))).length,
    failure: (await db.select().from(loginFailures).where(eq(loginFailures.id, rows.failureId))).length,
  };
}

describe('the retention sweep', () => {
  it('deletes spent rows past their period and keeps fresh ones, queued work and the audit trail', async () => {
    const longest = Math.max(...Object.values(retentionPeriods));
    const old = await insertSpentRows(longest + dayMs);
    const fresh = await insertSpentRows(dayMs);
    const auditBefore = (await t.app.services.db.select({ seq: auditEvents.seq }).from(auditEvents)).length;

    const counts = await sweepRetainedRows(t.app.services.db, t.clock.now);

    expect(await remaining(old)).toEqual({ invite: 0, job: 0, queuedJob: 1, claim: 0, reset: 0, idempotent: 0, failure: 0 });
    expect(await remaining(fresh)).toEqual({ invite: 1, job: 1, queuedJob: 1, claim: 1, reset: 1, idempotent: 1, failure: 1 });
    for (const n of Object.values(counts)) expect(n).toBeGreaterThanOrEqual(1);
    expect((await t.app.services.db.select({ seq: auditEvents.seq }).from(auditEvents)).length).toBe(auditBefore);
  });

  it('runs as a recurring job of the app, once a day', async () => {
    const { db, jobs: runner } = t.app.services;
    const old = await insertSpentRows(retentionPeriods.finishedJobsMs + dayMs);
    // On PostgreSQL the worker's database is shared by test files whose clocks ran ahead: a run they
    // queued for their tomorrow would stand in for ours.
    await db.delete(jobs).where(and(eq(jobs.kind, retentionSweep.kind), inArray(jobs.status, ['queued', 'running'])));
    await runner.scheduleRecurring();
    // On PostgreSQL the app's own worker may take the job first: wait for its effect either way.
    await vi.waitFor(
      async () => {
        await runner.runUntilIdle();
        expect((await remaining(old)).job).toBe(0);
      },
      { timeout: 10_000, interval: 100 },
    );
    const next = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, retentionSweep.kind), inArray(jobs.status, ['queued'])));
    expect(next.map((j) => j.runAfter)).toEqual([new Date(t.clock.now.getTime() + dayMs)]);
  });
});
