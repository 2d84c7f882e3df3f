import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddLeadNoteRequest, LeadDetail } from '@tend/contracts/leads.contract';
import { api } from '@/lib/api';
import { saveLeadDetail } from './save-lead-detail';

/** POST /api/leads/:id/notes: a call, a voicemail, on the history. */
export const addLeadNote = (id: string, body: AddLeadNoteRequest) => api.post<LeadDetail>(`/leads/${id}/notes`, body);

export function useAddLeadNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: AddLeadNoteRequest) => addLeadNote(id, body), onSuccess: (detail) => saveLeadDetail(queryClient, detail) });
}
