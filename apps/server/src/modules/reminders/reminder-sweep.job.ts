import { z } from 'zod';
import type { Env } from '../../env';
import { defineJob } from '../../jobs/define-job';
import type { Mailer } from '../../mail/mailer';
import { sweepReminders } from './reminder-sweep';
import type { SmsSender } from './sms-sender';

/** Appointment reminders go out from a recurring job every REMINDER_SWEEP_EVERY ('5m' unless set). */
export function reminderSweepJob(deps: { env: Env; mailer: Mailer; sms: SmsSender | null; log?: (message: string) => void }) {
  return defineJob({
    kind: 'send_appointment_reminders',
    payload: z.object({}),
    every: deps.env.REMINDER_SWEEP_EVERY,
    budgetMs: 4 * 60_000,
    async run(_payload, { db, clock, signal }) {
      const result = await sweepReminders({ db, mailer: deps.mailer, sms: deps.sms, publicUrl: deps.env.PUBLIC_URL, now: clock(), signal, log: deps.log });
      return { ...result };
    },
  });
}
