import { useCurrentUser } from '../session/me-query';
import { clinicianTimeZone } from './time-zone';

/** The signed-in clinician's zone (clinicianTimeZone). */
export function useTimeZone(): string {
  return clinicianTimeZone(useCurrentUser());
}
