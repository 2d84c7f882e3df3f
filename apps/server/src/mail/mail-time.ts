/**
 * A date in an e-mail, in the recipient's zone and saying which: the server runs in UTC, and a link
 * "valid until 2026-12-12" read in Chicago on the evening of the 11th meant a different day than the
 * app showed. Invitations go to people of the practice, so the practice's zone is theirs.
 */
export function mailDateTime(at: Date, timeZone: string): string {
  return at.toLocaleString('en-US', { timeZone, dateStyle: 'long', timeStyle: 'short' }) + ` (${zoneLabel(at, timeZone)})`;
}

function zoneLabel(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}
