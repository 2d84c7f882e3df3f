import type { User } from '@tend/contracts/users.contract';
import { canonicalTimeZone, resolveTimeZone } from '@tend/contracts/time-zone';

/** The zone this browser runs in, or null when it does not say (or says something that is no IANA zone). */
export function browserTimeZone(): string | null {
  const reported = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return reported ? canonicalTimeZone(reported) : null;
}

/** The zone the signed-in clinician's days are in: the same rule as the server's (resolveTimeZone). */
export function clinicianTimeZone(user: Pick<User, 'time_zone' | 'time_zone_source'> | null | undefined, browser: string | null = browserTimeZone()): string {
  return resolveTimeZone({ chosen: user?.time_zone_source === 'user' ? user.time_zone : null, reported: browser, practice: user?.time_zone ?? 'UTC' });
}
