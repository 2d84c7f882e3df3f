import { z } from 'zod';
import type { Env } from '../../env';
import { defineJob } from '../../jobs/define-job';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { mailSafePracticeName } from '../../mail/practice-name';
import { issueInviteToken } from './staff-invites.repo';
import { mailDateTime } from '../../mail/mail-time';

const roleNames = { therapist: 'a therapist', supervisor: 'a supervisor', admin: 'an administrator', dev: 'a developer' } as const;

/** The invitation e-mail: practice, role and link; nothing about clients. */
export function staffInviteMail(
  to: string,
  { practiceName, role, link, expiresAt, timeZone }: { practiceName: string; role: keyof typeof roleNames; link: string; expiresAt: Date; timeZone: string },
): MailMessage {
  const until = mailDateTime(expiresAt, timeZone);
  const name = mailSafePracticeName(practiceName);
  return {
    to,
    subject: name ? `You are invited to join ${name} on Tend` : 'You are invited to join a practice on Tend',
    text:
      `Hello,\n\n${name ?? 'A practice'} has invited you to Tend as ${roleNames[role]}.\n\n` +
      `Open this link to choose a password and sign in (it works once, until ${until}):\n${link}\n\n` +
      `If you were not expecting this invitation, you can ignore this e-mail.\n`,
  };
}

/**
 * Sends a staff invitation outside the request (an SMTP outage does not fail the invite). As the
 * password-reset mail: the payload holds only the invite's id, the token is made here and only its
 * hash is stored. A revoked, accepted or expired invite sends nothing; a retry makes a fresh link.
 */
export function staffInviteMailJob(deps: { env: Pick<Env, 'PUBLIC_URL'>; mailer: Mailer }) {
  return defineJob({
    kind: 'send_staff_invite_mail',
    payload: z.object({ inviteId: z.uuid() }),
    budgetMs: 60_000,
    async run({ inviteId }, { db, clock }) {
      const issued = await issueInviteToken(db, inviteId, clock());
      if (!issued) return { sent: false };
      const { invite, practiceName, timeZone, token } = issued;
      const link = `${deps.env.PUBLIC_URL}/accept-staff-invite?token=${token}`;
      await deps.mailer.send(staffInviteMail(invite.email, { practiceName, role: invite.role, link, expiresAt: invite.expiresAt, timeZone }));
      return { sent: true };
    },
  });
}
