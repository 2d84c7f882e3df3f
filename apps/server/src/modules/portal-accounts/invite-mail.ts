import type { MailMessage } from '../../mail/mailer';
import { mailDateTime } from '../../mail/mail-time';
import { mailSafePracticeName } from '../../mail/practice-name';

/**
 * The invitation e-mail: the practice's name and the link, nothing clinical and no client name —
 * the address may be a shared family inbox.
 */
export function inviteMail(
  to: string,
  { practiceName, link, expiresAt, timeZone }: { practiceName: string; link: string; expiresAt: Date; timeZone: string },
): MailMessage {
  const until = mailDateTime(expiresAt, timeZone);
  const name = mailSafePracticeName(practiceName);
  return {
    to,
    subject: name ? `Your invitation to the ${name} client portal` : 'Your invitation to a client portal on Tend',
    text:
      `Hello,\n\n${name ?? 'A practice'} has invited you to its secure client portal on Tend.\n\n` +
      `Open this link to choose a password and sign in (it works once, until ${until}):\n${link}\n\n` +
      `If you were not expecting this invitation, you can ignore this e-mail.\n`,
  };
}
