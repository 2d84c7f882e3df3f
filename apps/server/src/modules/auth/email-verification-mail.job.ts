import { emailVerificationLifetimeHours } from '@tend/contracts/email-verification.contract';
import { z } from 'zod';
import type { Env } from '../../env';
import { defineJob } from '../../jobs/define-job';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { findUnconfirmedUser, issueVerificationToken } from './email-verification.repo';

/** The confirmation e-mail: a link and nothing else — no practice name, which the registrant typed. */
export function emailVerificationMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your e-mail address for Tend',
    text:
      `Hello,\n\nThis address was used to create a practice on Tend. ` +
      `Open this link within ${emailVerificationLifetimeHours} hours to confirm it is yours:\n${link}\n\n` +
      `Until it is confirmed, the practice cannot send invitations. ` +
      `If you did not sign up for Tend, ignore this e-mail.\n`,
  };
}

/**
 * Sent outside the request, as the password-reset mail: the payload holds only the user's id, the
 * token is made here and only its hash is stored. A user confirmed (or gone) since sends nothing.
 */
export function emailVerificationMailJob(deps: { env: Pick<Env, 'PUBLIC_URL'>; mailer: Mailer }) {
  return defineJob({
    kind: 'send_email_verification_mail',
    payload: z.object({ userId: z.uuid() }),
    budgetMs: 60_000,
    async run({ userId }, { db, clock }) {
      const user = await findUnconfirmedUser(db, userId);
      if (!user) return { sent: false };
      const token = await issueVerificationToken(db, user.id, clock());
      await deps.mailer.send(emailVerificationMail(user.email, `${deps.env.PUBLIC_URL}/verify-email?token=${token}`));
      return { sent: true };
    },
  });
}
