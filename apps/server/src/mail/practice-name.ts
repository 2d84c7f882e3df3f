import { carriesLink } from '@tend/contracts/practice-name';

/**
 * A practice's name as it may appear in an e-mail or text: one line of plain text (the mails are
 * text/plain, never HTML), or null when it would carry a link — names are checked when typed
 * (@tend/contracts/practice-name), and this catches one saved before that check, so a mail
 * program never turns a practice's name into a link. Callers then write "a practice".
 */
export function mailSafePracticeName(name: string): string | null {
  // eslint-disable-next-line no-control-regex
  const oneLine = name.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
  return oneLine && !carriesLink(oneLine) ? oneLine : null;
}
