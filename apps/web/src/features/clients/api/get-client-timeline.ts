import { useQuery } from '@tanstack/react-query';
import type { TimelineResponse } from '@tend/contracts/client-details.contract';
import { api } from '@/lib/api';
import { clientDetailKeys, clientPath } from './client-detail-keys';

/** How many events the timeline shows, newest first. */
export const timelineShown = 100;

/** GET /api/clients/:id/timeline. */
export function getClientTimeline(clientId: string, signal?: AbortSignal): Promise<TimelineResponse> {
  return api.get<TimelineResponse>(`${clientPath(clientId)}/timeline`, { query: { limit: String(timelineShown) }, signal });
}

export function useClientTimeline(clientId: string) {
  return useQuery({ queryKey: clientDetailKeys.timeline(clientId), queryFn: ({ signal }) => getClientTimeline(clientId, signal) });
}
