import { useQuery } from '@tanstack/react-query';
import type { DueFormsResponse } from '@tend/contracts/measures.contract';
import { api } from '@/lib/api';
import { measureKeys } from './keys';

/** GET /api/portal/forms: the forms due now for the portal user and the minors in their care. */
export function getDueForms(signal?: AbortSignal): Promise<DueFormsResponse> {
  return api.get<DueFormsResponse>('/portal/forms', { signal });
}

export const dueFormsQueryOptions = () => ({ queryKey: measureKeys.dueForms(), queryFn: ({ signal }: { signal: AbortSignal }) => getDueForms(signal) });

/** The portal home's "forms to complete": `data.forms.length` and each form's measure name. */
export function useDueForms() {
  return useQuery(dueFormsQueryOptions());
}
