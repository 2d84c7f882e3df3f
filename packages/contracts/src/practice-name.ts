import { z } from 'zod';

/*
 * A practice's name goes into e-mails to people outside the practice (invitations, reminders).
 * Mail programs turn anything that looks like an address into a link, so a name that carries one
 * would let anyone who signs up send strangers a link under Tend's name. Names are words only:
 * no scheme, no "www.", no e-mail address, no host name with a top-level domain.
 */
const linkPatterns = [
  /[a-z][a-z0-9+.-]*:\/\//i,
  /\b(?:mailto|tel|sms|javascript|data|file):/i,
  /\bwww\d{0,3}\./i,
  /[^\s@]@[^\s@]+\.[^\s@]/,
  // A host name: labels joined by dots ending in letters ("example.com", "bit.ly", "x.co.uk"), with or without a path.
  /[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}(?=$|[\s/:?#)\]"'>.,;!])/iu,
];

/** Whether the text holds something a mail program would show as a link. */
export function carriesLink(text: string): boolean {
  return linkPatterns.some((pattern) => pattern.test(text));
}

export const practiceNameMessages = {
  link: 'The practice name cannot contain a web address, e-mail address or link.',
  controls: 'The practice name must be a single line of text.',
} as const;

/** A practice's name as registration and the practice settings accept it. */
export const practiceNameSchema = z
  .string()
  .trim()
  .min(1, 'Practice name is required')
  .max(200, 'Practice name must be at most 200 characters')
  // eslint-disable-next-line no-control-regex
  .refine((name) => !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(name), practiceNameMessages.controls)
  .refine((name) => !carriesLink(name), practiceNameMessages.link);
