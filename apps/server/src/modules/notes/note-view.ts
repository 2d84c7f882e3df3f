import type { Note } from '@tend/contracts/notes.contract';
import type { clients } from '@tend/db/schema/clients';
import type { encounters } from '@tend/db/schema/encounters';
import type { notes } from '@tend/db/schema/notes';
import { clientDisplayName } from '../clients/client-view';

export interface NoteRow {
  note: typeof notes.$inferSelect;
  client: typeof clients.$inferSelect;
  encounter: typeof encounters.$inferSelect | null;
}

/** Spec section 3 "Note": the client's name is given both as patient_display and client_name. */
export function toNoteView({ note, client, encounter }: NoteRow): Note {
  const name = clientDisplayName(client);
  return {
    id: note.id,
    document_type: note.documentType,
    note_content: note.noteContent,
    status: note.status,
    patient_display: name,
    client_name: name,
    client_id: client.id,
    created_at: note.createdAt.toISOString(),
    signed_at: note.signedAt?.toISOString() ?? null,
    signed_by: note.signedBy,
    encounter_id: note.encounterId,
    encounter: encounter ? { id: encounter.id, scheduled_start: encounter.scheduledStart.toISOString(), patient: { name } } : null,
  };
}
