import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client, ClientListResponse } from '@tend/contracts/clients.contract';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-error';

export type Patient = Pick<Client, 'id' | 'first_name' | 'last_name' | 'preferred_name'>;

/** GET /api/clients for the patient picker; null when the role may not list clients (403: no picker). */
export async function listPatients(signal?: AbortSignal): Promise<Patient[] | null> {
  try {
    const answer = await api.get<ClientListResponse>('/clients', { signal });
    return answer.clients;
  } catch (error) {
    if (isApiError(error) && error.status === 403) return null;
    throw error;
  }
}

export const patientsQueryOptions = queryOptions({
  // Under 'clients' so that whatever invalidates the client lists refreshes the picker too.
  queryKey: ['clients', 'assistant-picker'] as const,
  queryFn: ({ signal }) => listPatients(signal),
  staleTime: 5 * 60_000,
});

export function usePatients(enabled: boolean) {
  return useQuery({ ...patientsQueryOptions, enabled });
}

export function patientName(p: Patient): string {
  const full = `${p.first_name} ${p.last_name}`.trim();
  return p.preferred_name && p.preferred_name !== p.first_name ? `${full} (${p.preferred_name})` : full;
}
