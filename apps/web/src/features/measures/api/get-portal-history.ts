import { useQuery } from '@tanstack/react-query';
import type { MeasureHistoryResponse } from '@tend/contracts/measures.contract';
import { api } from '@/lib/api';
import { measureKeys } from './keys';

/** GET /api/portal/measure-responses?client_id=: scores over time and the mood log of one record the user answers for. */
export function getPortalHistory(clientId: string, signal?: AbortSignal): Promise<MeasureHistoryResponse> {
  return api.get<MeasureHistoryResponse>(`/portal/measure-responses?client_id=${encodeURIComponent(clientId)}`, { signal });
}

export function usePortalHistory(clientId: string | null) {
  return useQuery({
    queryKey: measureKeys.portalHistory(clientId ?? ''),
    queryFn: ({ signal }) => getPortalHistory(clientId!, signal),
    enabled: !!clientId,
  });
}
