import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorCodes } from '@tend/contracts/errors';
import { documentTypeLabels, type SaveNoteResponse } from '@tend/contracts/notes.contract';
import { isApiError } from '@/lib/api-error';
import { appointmentsQueryKey } from '@/lib/appointments/appointments';
import { checkDuplicateNote, saveNote, type SaveNoteFields } from '@/lib/notes/note-calls';
import { duplicateNoteId, savedMessage } from '@/lib/notes/note-review';
import { useDuplicateNoteWarning } from '@/lib/notes/use-duplicate-note-warning';
import { toast } from '@/lib/toast';
import { noteKeys } from './keys';

export interface SaveNoteVariables extends SaveNoteFields {
  /** The appointment's client, whose appointment list shows which notes exist. */
  clientId: string;
}

/** Saved, or not saved because the appointment already has a note of this type. */
export type SaveNoteResult = { status: 'saved'; note: SaveNoteResponse } | { status: 'duplicate'; existingNoteId: string | null };

/**
 * Spec 2.7/5: check_duplicate_note, then save_note_db. A draft being saved for its appointment
 * is that appointment's note, so finding itself is no duplicate.
 */
export async function saveUnlessDuplicate({ clientId: _clientId, ...fields }: SaveNoteVariables): Promise<SaveNoteResult> {
  const check = await checkDuplicateNote({ user_id: fields.user_id, encounter_id: fields.encounter_id, document_type: fields.document_type });
  if (check.duplicate_exists && check.note_id !== fields.note_id) return { status: 'duplicate', existingNoteId: check.note_id };
  try {
    return { status: 'saved', note: await saveNote(fields) };
  } catch (error) {
    // The server checks again inside the save's transaction: another save got there first.
    if (isApiError(error) && error.code === errorCodes.duplicateNote) return { status: 'duplicate', existingNoteId: duplicateNoteId(error) };
    throw error;
  }
}

/**
 * Save draft, Approve and Save (the note page and the assistant's draft): the success toast, or
 * the duplicate warning with its Review button; failures are left to the screen.
 */
export function useSaveNote() {
  const queryClient = useQueryClient();
  const warnDuplicate = useDuplicateNoteWarning();
  return useMutation({
    mutationFn: saveUnlessDuplicate,
    onSuccess: (result, { document_type, approved, clientId }) => {
      const label = documentTypeLabels[document_type];
      if (result.status === 'duplicate') {
        warnDuplicate(label, result.existingNoteId);
        return;
      }
      toast(approved ? savedMessage(label) : 'Draft saved.', 'success');
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: noteKeys.all }),
        queryClient.invalidateQueries({ queryKey: appointmentsQueryKey(clientId) }),
      ]);
    },
  });
}
