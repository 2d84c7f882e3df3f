import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadDetail, UpdateLeadRequest } from '@tend/contracts/leads.contract';
import { api } from '@/lib/api';
import { saveLeadDetail } from './save-lead-detail';

/** PATCH /api/leads/:id: contact details, reason, assignee. */
export const updateLead = (id: string, body: UpdateLeadRequest) => api.patch<LeadDetail>(`/leads/${id}`, body);

export function useUpdateLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: UpdateLeadRequest) => updateLead(id, body), onSuccess: (detail) => saveLeadDetail(queryClient, detail) });
}
