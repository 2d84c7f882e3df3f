import type { MailMessage } from '../../mail/mailer';

/**
 * The invitation e-mail: the practice's name and the link, nothing clinical and no client name —
 * the address may be a shared family inbox.
 */
export function inviteMail(to: string, { practiceName, link, expiresAt }: { practiceName: string; link: string; expiresAt: Date }): MailMessage {
  const until = expiresAt.toISOString().slice(0, 10);
  return {
    to,
    subject: `Your invitation to the ${practiceName} client portal`,
    text:
      `Hello,\n\n${practiceName} has invited you to its secure client portal on Tend.\n\n` +
      `Open this link to choose a password and sign in (it works once, until ${until}):\n${link}\n\n` +
      `If you were not expecting this invitation, you can ignore this e-mail.\n`,
  };
}
