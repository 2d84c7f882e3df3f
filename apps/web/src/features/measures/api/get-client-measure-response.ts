import { useQuery } from '@tanstack/react-query';
import type { MeasureResponseDetail } from '@tend/contracts/measures.contract';
import { api } from '@/lib/api';
import { clientMeasuresPath, measureKeys } from './keys';

/** GET /api/clients/:id/measure-responses/:responseId: one completed form with its answers as given. */
export function getClientMeasureResponse(clientId: string, responseId: string, signal?: AbortSignal): Promise<MeasureResponseDetail> {
  return api.get<MeasureResponseDetail>(`${clientMeasuresPath(clientId)}/measure-responses/${encodeURIComponent(responseId)}`, { signal });
}

export function useClientMeasureResponse(clientId: string, responseId: string) {
  return useQuery({
    queryKey: [...measureKeys.clientHistory(clientId), responseId] as const,
    queryFn: ({ signal }) => getClientMeasureResponse(clientId, responseId, signal),
  });
}
