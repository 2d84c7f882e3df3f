import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLeadRequest, LeadDetail } from '@tend/contracts/leads.contract';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { saveLeadDetail } from './save-lead-detail';

/** POST /api/leads: a lead entered by hand. */
export const createLead = (body: CreateLeadRequest) => api.post<LeadDetail>('/leads', body);

export function useCreateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLead,
    onSuccess: (detail) => {
      toast('Lead added', 'success');
      return saveLeadDetail(queryClient, detail);
    },
  });
}
