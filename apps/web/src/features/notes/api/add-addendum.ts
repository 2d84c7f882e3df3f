import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { addAddendumRequestSchema } from '@tend/contracts/notes.contract';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { noteKeys } from './keys';

export type AddAddendumFields = z.input<typeof addAddendumRequestSchema>;
export type AddAddendumRequest = z.output<typeof addAddendumRequestSchema>;

/** POST /api/notes/{id}/addenda: a signed note's later change, kept with author and time. */
export function addAddendum(noteId: string, text: string): Promise<unknown> {
  return api.post(`/notes/${encodeURIComponent(noteId)}/addenda`, { text } satisfies AddAddendumRequest);
}

export function useAddAddendum(noteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text }: AddAddendumRequest) => addAddendum(noteId, text),
    onSuccess: () => {
      toast('Addendum added.', 'success');
      return queryClient.invalidateQueries({ queryKey: noteKeys.detail(noteId) });
    },
  });
}
