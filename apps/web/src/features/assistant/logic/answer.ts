import type { RespondResponse } from '@tend/contracts/assistant.contract';

/** Spec 3: a note names its client by patient_display, else client_name. */
export function notePatient(answer: Pick<RespondResponse, 'patient_display' | 'client_name'>): string | null {
  return answer.patient_display || answer.client_name || null;
}
