import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RiskResponse } from '@tend/contracts/notes.contract';
import { approveNote } from '@/lib/notes/note-calls';
import { toast } from '@/lib/toast';
import { noteKeys } from './keys';

export interface ApproveNoteVariables {
  noteId: string;
  /** The clinician's recorded response, when the note carries risk language. */
  riskResponse?: RiskResponse;
}

/**
 * Approve and Sign (spec 2.7), from the note page and from the assistant's draft alike. The
 * mutation settles once the notes are fetched again, so a dialog closes on the signed note.
 */
export function useApproveNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noteId, riskResponse }: ApproveNoteVariables) => approveNote(noteId, riskResponse),
    onSuccess: () => {
      toast('Note approved and signed successfully!', 'success');
      return queryClient.invalidateQueries({ queryKey: noteKeys.all });
    },
  });
}
