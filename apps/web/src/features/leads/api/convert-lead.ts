import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConvertLeadRequest, ConvertLeadResponse } from '@tend/contracts/leads.contract';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { leadKeys } from './keys';

/** POST /api/leads/:id/convert: the lead becomes a client (and keeps its history). */
export const convertLead = (id: string, body: ConvertLeadRequest) => api.post<ConvertLeadResponse>(`/leads/${id}/convert`, body);

export function useConvertLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConvertLeadRequest) => convertLead(id, body),
    onSuccess: () => {
      toast('Converted into a client', 'success');
      // The clients' lists are another feature's cache: refetch everything under both keys.
      return Promise.all([queryClient.invalidateQueries({ queryKey: leadKeys.all }), queryClient.invalidateQueries({ queryKey: ['clients'] })]);
    },
  });
}
