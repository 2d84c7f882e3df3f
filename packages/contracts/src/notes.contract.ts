import { z } from 'zod';

export const noteStatuses = ['draft', 'approved'] as const;
export const documentTypes = [
  'soap_note',
  'client_summary',
  'provider_reflection',
  'risk_note',
  'quick_note',
  'psychiatric_evaluation',
  'medication_management',
  'intake_note',
  'consultation_note',
] as const;
export type DocumentType = (typeof documentTypes)[number];

/** Spec section 3, "Note". */
export const noteSchema = z.object({
  id: z.uuid(),
  document_type: z.enum(documentTypes),
  note_content: z.string(),
  status: z.enum(noteStatuses),
  patient_display: z.string(),
  client_name: z.string(),
  client_id: z.uuid(),
  created_at: z.iso.datetime(),
  signed_at: z.iso.datetime().nullable(),
  signed_by: z.uuid().nullable(),
  encounter_id: z.uuid().nullable(),
  encounter: z
    .object({
      id: z.uuid(),
      scheduled_start: z.iso.datetime(),
      patient: z.object({ name: z.string() }),
    })
    .nullable(),
});
export type Note = z.infer<typeof noteSchema>;

export const noteIdParamsSchema = z.object({ id: z.uuid('Note id must be a UUID') });
