import { Temporal } from 'temporal-polyfill';

/**
 * Everything a reminder may say (ARCHITECTURE rule 12): the practice, when, the clinician's first
 * name and the portal. Never the client's name, the service, the type of visit, a telehealth link
 * or anything clinical — a text or an e-mail is read on lock screens and shared inboxes.
 */
export interface ReminderFacts {
  practiceName: string;
  start: Date;
  /** The practice's IANA zone: the visit's wall-clock time there, with the zone's abbreviation. */
  timeZone: string;
  clinicianFirstName: string;
  portalUrl: string;
}

const titles = /^(dr|mr|mrs|ms|mx|miss|prof|rev)\.?$/i;

/** "Dr Alice Moreno" → "Alice"; the name they go by (preferred name) wins. */
export function clinicianFirstName(user: { name: string; preferredName: string | null }): string {
  const words = (user.preferredName?.trim() || user.name).split(/\s+/).filter(Boolean);
  return words.find((w) => !titles.test(w)) ?? words[0] ?? 'your clinician';
}

function when(start: Date, timeZone: string, style: 'long' | 'short'): string {
  const at = Temporal.Instant.fromEpochMilliseconds(start.getTime()).toZonedDateTimeISO(timeZone);
  // Date and time apart, joined here: how ICU joins them ("at" or a comma) varies by version.
  const date = at.toLocaleString('en-US', { weekday: style, month: style, day: 'numeric', ...(style === 'long' ? { year: 'numeric' } : {}) });
  const time = at.toLocaleString('en-US', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  // Newer ICU puts a narrow no-break space before AM/PM: one such character makes a text UCS-2 (70 characters a part).
  return `${date} at ${time}`.replace(/[\u00a0\u202f]/g, ' ');
}

/** "Tuesday, July 14, 2026 at 2:30 PM EDT". */
export const visitTimeText = (start: Date, timeZone: string) => when(start, timeZone, 'long');

export function reminderEmail(f: ReminderFacts): { subject: string; text: string } {
  return {
    subject: `Appointment reminder — ${f.practiceName}`,
    text: [
      'Hello,',
      '',
      `This is a reminder of your appointment with ${f.clinicianFirstName} at ${f.practiceName} on ${visitTimeText(f.start, f.timeZone)}.`,
      '',
      'To see the details, or to tell us you cannot come, sign in to your client portal:',
      f.portalUrl,
      '',
      f.practiceName,
    ].join('\n'),
  };
}

export function reminderSms(f: ReminderFacts): string {
  return `${f.practiceName}: reminder of your appointment with ${f.clinicianFirstName} on ${when(f.start, f.timeZone, 'short')}. Details: ${f.portalUrl}. Reply STOP to opt out`;
}
