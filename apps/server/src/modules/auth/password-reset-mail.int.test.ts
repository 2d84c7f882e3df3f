import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '@tend/db/schema/jobs';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../../test/fake-smtp-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMailer } from '../../mail/mailer';

let t: TestApp;
let smtp: FakeSmtpServer;
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  // A hung relay is given up on after 1.5 s (nodemailer waits 30 s for a greeting by default).
  const mailer = createMailer({ smtpUrl: `${smtp.url}/?greetingTimeout=1500`, from: 'Tend <no-reply@tend.test>', dataDir: '.', log: () => {} });
  t = await createTestApp({ mailer });
});
afterAll(async () => {
  await t.app.close();
  await smtp.close();
});

const ask = async (email: string) => {
  const started = performance.now();
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  return { res, ms: performance.now() - started };
};

const resetJobsOf = (userId: string) =>
  t.app.services.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'send_password_reset_mail'), eq(jobs.userId, userId)));

describe('the password-reset mail goes out from a job', () => {
  it('answers at once and the same for known and unknown e-mails while the mail relay hangs, then retries until it is back', async () => {
    smtp.down = true;
    const known = await ask(t.email('ben'));
    const unknown = await ask('nobody@nowhere.test');
    expect([known.res.statusCode, unknown.res.statusCode]).toEqual([200, 200]);
    expect(known.res.json()).toEqual(unknown.res.json());
    // Well under the relay's 1.5 s timeout: the request did not wait for it.
    expect(known.ms).toBeLessThan(1000);

    // The job holds the user's id only: no link, no token, no mail body.
    const [job] = await resetJobsOf(t.seeded.userIds.ben);
    expect(job!.payload).toEqual({ userId: t.seeded.userIds.ben });

    // The first attempt fails against the hung relay and is queued again.
    await vi.waitFor(
      async () => {
        await t.app.services.jobs.runUntilIdle();
        const [tried] = await resetJobsOf(t.seeded.userIds.ben);
        expect(tried).toMatchObject({ status: 'queued', attempts: 1 });
        expect(tried!.error).toMatch(/greeting|timeout/i);
      },
      { timeout: 10_000, interval: 100 },
    );

    smtp.down = false;
    t.clock.advance(2_000);
    await vi.waitFor(
      async () => {
        await t.app.services.jobs.runUntilIdle();
        expect(smtp.received).toHaveLength(1);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(await resetJobsOf(t.seeded.userIds.ben)).toMatchObject([{ status: 'done', attempts: 2 }]);

    // The link in the delivered mail works.
    const token = /token=3D([\w-]+)|token=([\w-]+)/.exec(smtp.received[0]!.replace(/=\r\n/g, ''))!.slice(1).find(Boolean)!;
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'violet-kettle-harbour-9' } });
    expect(reset.statusCode).toBe(200);
  });
});
