import { clinicalSubtypes, type NotePrefs } from '@tend/contracts/assistant.contract';

export type ClinicalSubtype = (typeof clinicalSubtypes)[number];

/** Spec 3: the stored note-type selection. */
export interface NoteTypes {
  clinical_note: boolean;
  clinical_subtype: ClinicalSubtype;
  client_summary: boolean;
  provider_reflection: boolean;
}

/** Spec 3: soap on, client summary and reflection off. */
export const defaultNoteTypes: NoteTypes = { clinical_note: true, clinical_subtype: 'soap_note', client_summary: false, provider_reflection: false };

export const subtypeLabels: Record<ClinicalSubtype, string> = {
  soap_note: 'SOAP note',
  dap_note: 'DAP note',
  birp_note: 'BIRP note',
  girp_note: 'GIRP note',
  psychiatric_evaluation: 'Psychiatric evaluation',
  medication_management: 'Medication management',
  intake_note: 'Intake note',
  consultation_note: 'Consultation note',
};

export function parseNoteTypes(raw: string | null): NoteTypes {
  if (!raw) return defaultNoteTypes;
  try {
    const v = JSON.parse(raw) as Partial<Record<keyof NoteTypes, unknown>> | null;
    if (typeof v !== 'object' || v === null) return defaultNoteTypes;
    const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
    return {
      clinical_note: flag(v.clinical_note, defaultNoteTypes.clinical_note),
      clinical_subtype: clinicalSubtypes.find((s) => s === v.clinical_subtype) ?? defaultNoteTypes.clinical_subtype,
      client_summary: flag(v.client_summary, defaultNoteTypes.client_summary),
      provider_reflection: flag(v.provider_reflection, defaultNoteTypes.provider_reflection),
    };
  } catch {
    return defaultNoteTypes;
  }
}

/** Spec 3 and 5: what the assistant is sent; notes are written only with note mode and a patient. */
export function notePrefsFor(noteMode: boolean, types: NoteTypes, patientId: string | null): NotePrefs | undefined {
  if (!noteMode) return undefined;
  return {
    write_soap: types.clinical_note,
    client_summary: types.client_summary,
    therapist_reflection: types.provider_reflection,
    patient_id: patientId,
    clinical_subtype: types.clinical_subtype,
  };
}
