import type { BillingCheck } from '@tend/contracts/billing.contract';
import { psychotherapyCodeFor, timedPsychotherapyCodes } from '@tend/contracts/billing-codes';

const timeRanges: Record<string, string> = { '90832': '16–37 minutes', '90834': '38–52 minutes', '90837': '53+ minutes' };

/**
 * Whether a visit's code fits its length under the CPT time rules (shown before a note is signed).
 * Only the timed individual psychotherapy codes are checked; any other code matches.
 */
export function checkServiceCode(appointmentId: string, serviceCode: string | null, minutes: number): BillingCheck {
  const base = { appointment_id: appointmentId, service_code: serviceCode, minutes };
  if (!serviceCode || !timedPsychotherapyCodes.includes(serviceCode)) return { ...base, proposed_code: null, matches: true, message: null };
  const proposed = psychotherapyCodeFor(minutes);
  if (proposed === serviceCode) return { ...base, proposed_code: null, matches: true, message: null };
  if (!proposed)
    return {
      ...base,
      proposed_code: null,
      matches: false,
      message: `A ${minutes}-minute session is too short for a psychotherapy code (16 minutes at least).`,
    };
  return {
    ...base,
    proposed_code: proposed,
    matches: false,
    message: `A ${minutes}-minute session is billed as ${proposed} (${timeRanges[proposed]}), not ${serviceCode}.`,
  };
}
