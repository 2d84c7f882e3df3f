import { Temporal } from 'temporal-polyfill';
import { eq } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { providerBillingProfiles } from '@tend/db/schema/billing';
import { users } from '@tend/db/schema/users';
import type { NoteRow } from '../note-view';

export const draftMark = 'DRAFT — not signed';

/** "14:05 EST": the wall-clock time in the zone, with the zone's short name. */
export function timeInZone(at: Date, timeZone: string): string {
  const local = Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone);
  const zone = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
  return `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')} ${zone ?? timeZone}`;
}

/** "2026-11-24 14:05 EST": the date and wall-clock time in the zone, with the zone's short name. */
export function instantInZone(at: Date, timeZone: string): string {
  const local = Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone);
  return `${local.toPlainDate().toString()} ${timeInZone(at, timeZone)}`;
}

/** The signature line of a signed note. */
export const signedLine = (signer: string, signedAt: Date, timeZone: string) => `Electronically signed by ${signer} on ${instantInZone(signedAt, timeZone)}`;

/**
 * A clinician as a signature names them: "Dr Alice Moreno, LCSW". The credentials are those of
 * their billing identity (Settings → Billing); without one, the name alone.
 */
export async function clinicianWithCredentials(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ name: users.name, credentials: providerBillingProfiles.credentials })
    .from(users)
    .leftJoin(providerBillingProfiles, eq(providerBillingProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const credentials = row?.credentials?.trim();
  return [row?.name ?? '', ...(credentials ? [credentials] : [])].join(', ');
}

/** The export's signature block and header fields for a stored note: who signed it and when, or that it is a draft. */
export async function noteSignature(db: Db, { note }: NoteRow, timeZone: string) {
  const signed = note.status === 'approved' && note.signedAt;
  const clinician = await clinicianWithCredentials(db, signed && note.signedBy ? note.signedBy : note.authorId);
  const line = signed ? signedLine(clinician, note.signedAt!, timeZone) : draftMark;
  return {
    clinician,
    status: signed ? `Signed ${instantInZone(note.signedAt!, timeZone)}` : draftMark,
    signature: { line, noteChars: note.noteContent.length },
  };
}
