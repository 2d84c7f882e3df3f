import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InquiryForm, UpdateInquiryFormRequest } from '@tend/contracts/leads.contract';
import { api } from '@/lib/api';
import { leadKeys } from './keys';

/** GET /api/leads/form: the practice's embeddable form (created on first ask). */
export const getInquiryForm = (signal?: AbortSignal) => api.get<InquiryForm>('/leads/form', { signal });

export const inquiryFormQueryOptions = queryOptions({ queryKey: leadKeys.form(), queryFn: ({ signal }) => getInquiryForm(signal) });

export const useInquiryForm = () => useQuery(inquiryFormQueryOptions);

/** PUT /api/leads/form: on or off, the intro, a new key. */
export const updateInquiryForm = (body: UpdateInquiryFormRequest) => api.request<InquiryForm>('/leads/form', { method: 'PUT', body });

export function useUpdateInquiryForm() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateInquiryForm, onSuccess: (form) => queryClient.setQueryData(leadKeys.form(), form) });
}
