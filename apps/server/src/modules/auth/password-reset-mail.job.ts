import { z } from 'zod';
import type { Env } from '../../env';
import { defineJob } from '../../jobs/define-job';
import type { Mailer } from '../../mail/mailer';
import { findResettableUser, issueResetToken } from './password-reset.repo';

/**
 * The reset mail, sent outside the request that asked for it: an SMTP outage no longer answers
 * 500, and the answer's timing no longer says whether the account exists. The payload holds only
 * the user's id; the token is made here and only its hash is stored, so no usable link sits in
 * the jobs table. A failed send is retried (a fresh token each attempt; unsent ones just expire).
 */
export function passwordResetMailJob(deps: { env: Pick<Env, 'PUBLIC_URL'>; mailer: Mailer }) {
  return defineJob({
    kind: 'send_password_reset_mail',
    payload: z.object({ userId: z.uuid() }),
    budgetMs: 60_000,
    async run({ userId }, { db, clock }) {
      // Deactivated (or deleted) since it was asked for: nothing to send.
      const user = await findResettableUser(db, userId);
      if (!user) return { sent: false };
      const token = await issueResetToken(db, user.id, clock());
      await deps.mailer.send({
        to: user.email,
        subject: 'Reset your Tend password',
        text: `Someone asked to reset the password of your Tend account.\n\nOpen this link within one hour to choose a new password:\n${deps.env.PUBLIC_URL}/reset-password?token=${token}\n\nIf it was not you, ignore this e-mail; your password stays the same.\n`,
      });
      return { sent: true };
    },
  });
}
