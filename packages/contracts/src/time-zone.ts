import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';

/**
 * The zone's IANA name in its usual spelling ("america/new_york" → "America/New_York"), or null
 * when it is no zone. Bare offsets such as "+02:00" are refused: they know no clock changes.
 */
export function canonicalTimeZone(value: string): string | null {
  if (!/^[A-Za-z]/.test(value)) return null;
  try {
    return new Temporal.ZonedDateTime(0n, value).timeZoneId;
  } catch {
    return null;
  }
}

export const isIanaTimeZone = (value: string): boolean => canonicalTimeZone(value) !== null;

/** An IANA time zone such as "Europe/London" or "UTC", stored in its usual spelling. */
export const timeZoneSchema = z
  .string()
  .trim()
  .max(64)
  .refine(isIanaTimeZone, 'Choose a time zone such as Europe/London or America/New_York')
  .transform((value) => canonicalTimeZone(value) ?? value);

/** Where a user's zone comes from: their own choice, or their practice's. */
export const timeZoneSources = ['user', 'practice'] as const;
export type TimeZoneSource = (typeof timeZoneSources)[number];

/**
 * The zone a clinician's calendar days ("today", a date filter) are in, the same rule on server
 * and web: the zone they chose wins; without one, the zone their browser reports (where they are
 * now — a new practice's zone is only the 'UTC' default); without that (API calls, background
 * work), the practice's.
 */
export function resolveTimeZone(zones: { chosen: string | null | undefined; reported?: string | null; practice: string }): string {
  if (zones.chosen) return zones.chosen;
  const reported = zones.reported ? canonicalTimeZone(zones.reported) : null;
  return reported ?? zones.practice;
}
