import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeLeadStatusRequest, LeadDetail } from '@tend/contracts/leads.contract';
import { api } from '@/lib/api';
import { saveLeadDetail } from './save-lead-detail';

/** POST /api/leads/:id/status: each change is a line on the lead's history. */
export const changeLeadStatus = (id: string, body: ChangeLeadStatusRequest) => api.post<LeadDetail>(`/leads/${id}/status`, body);

export function useChangeLeadStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: ChangeLeadStatusRequest) => changeLeadStatus(id, body), onSuccess: (detail) => saveLeadDetail(queryClient, detail) });
}
