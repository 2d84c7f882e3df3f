import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DiagnosisCode } from '@tend/contracts/client-details.contract';
import { api } from '@/lib/api';
import { clientDetailKeys } from './client-detail-keys';

/** Shortest search sent: one character matches too much to be useful. */
export const minimumCodeSearch = 2;

/** GET /api/diagnosis-codes: a code ("F41.1", "F411") or words ("generalized anxiety"), best matches first. */
export function searchDiagnosisCodes(search: string, signal?: AbortSignal): Promise<DiagnosisCode[]> {
  return api.get<DiagnosisCode[]>('/diagnosis-codes', { query: { search, limit: '20' }, signal });
}

export function useDiagnosisCodeSearch(search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: clientDetailKeys.diagnosisCodes(text.toLowerCase()),
    queryFn: ({ signal }) => searchDiagnosisCodes(text, signal),
    enabled: text.length >= minimumCodeSearch,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
