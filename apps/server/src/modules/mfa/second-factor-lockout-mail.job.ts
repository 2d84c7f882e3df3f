import { z } from 'zod';
import type { Env } from '../../env';
import { defineJob } from '../../jobs/define-job';
import type { JobRunner } from '../../jobs/job-runner';
import type { Mailer } from '../../mail/mailer';
import { describeWait } from '../../http/rate-limit';
import { activeAccountEmail } from './second-factor-throttle.repo';

/**
 * Tells the account holder that their second step was locked after wrong codes (ADR 020): whoever
 * typed them knew the password. Sent even when it goes out after the lock has ended, since the password is still known.
 * The mail names no practice, client or address (ARCHITECTURE rule 12); the payload holds the
 * user's id and the lock's times only.
 */
export function secondFactorLockoutMailJob(deps: { env: Pick<Env, 'PUBLIC_URL'>; mailer: Mailer }) {
  return defineJob({
    kind: 'send_second_factor_lockout_mail',
    payload: z.object({ userId: z.uuid(), lockedUntil: z.iso.datetime(), lockedSeconds: z.number().int().positive() }),
    budgetMs: 60_000,
    async run({ userId, lockedUntil, lockedSeconds }, { db }) {
      const to = await activeAccountEmail(db, userId);
      if (!to) return { sent: false };
      await deps.mailer.send({
        to,
        subject: 'Your Tend sign-in was locked after wrong codes',
        text:
          `Someone signed in to your Tend account with its password, then entered a wrong two-factor code too many times.\n\n` +
          `The second step of signing in was locked for ${describeWait(lockedSeconds)}, until ${lockedUntil.slice(0, 16).replace('T', ' ')} UTC.\n\n` +
          `If this was you, wait and try again with the newest code from your authenticator app, a recovery code or a passkey.\n` +
          `If it was not you, someone knows your password: change it now at ${deps.env.PUBLIC_URL}/forgot-password and tell your practice administrator.\n`,
      });
      return { sent: true };
    },
  });
}

/** Queues the lock-out mail for a user (the job is registered in app.ts). */
export function lockoutNotifier(services: { env: Pick<Env, 'PUBLIC_URL'>; mailer: Mailer; jobs: JobRunner }): OnLocked {
  const job = secondFactorLockoutMailJob(services);
  return async (userId, lockedUntil, now) => {
    const lockedSeconds = Math.max(1, Math.round((lockedUntil.getTime() - now.getTime()) / 1000));
    await services.jobs.enqueue(job, { userId, lockedUntil: lockedUntil.toISOString(), lockedSeconds }, { userId });
  };
}

/** Tells the holder of a locked account (the lock's end, and the moment it was set). */
export type OnLocked = (userId: string, lockedUntil: Date, now: Date) => Promise<void>;
