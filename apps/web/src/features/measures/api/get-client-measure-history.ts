import { useQuery } from '@tanstack/react-query';
import type { MeasureHistoryResponse } from '@tend/contracts/measures.contract';
import { api } from '@/lib/api';
import { clientMeasuresPath, measureKeys } from './keys';

/** GET /api/clients/:id/measure-responses: scores over time, trends, the mood log, and whether an urgent answer awaits follow-up. */
export function getClientMeasureHistory(clientId: string, signal?: AbortSignal): Promise<MeasureHistoryResponse> {
  return api.get<MeasureHistoryResponse>(`${clientMeasuresPath(clientId)}/measure-responses`, { signal });
}

export function useClientMeasureHistory(clientId: string) {
  return useQuery({ queryKey: measureKeys.clientHistory(clientId), queryFn: ({ signal }) => getClientMeasureHistory(clientId, signal) });
}
