import { queryOptions, useQuery } from '@tanstack/react-query';
import { voiceStatusResponseSchema, type VoiceStatusResponse } from '@tend/contracts/voice.contract';
import { api } from '@/lib/api';
import { voiceKeys } from './keys';

/** GET /api/voice/status: whether voice mode may be used here, and how good recognition is. */
export async function getVoiceStatus(signal?: AbortSignal): Promise<VoiceStatusResponse> {
  return voiceStatusResponseSchema.parse(await api.get<unknown>('/voice/status', { signal }));
}

export const voiceStatusQueryOptions = queryOptions({
  queryKey: voiceKeys.status(),
  queryFn: ({ signal }) => getVoiceStatus(signal),
  // An administrator turns voice mode on or off rarely; a minute old is fresh enough.
  staleTime: 60_000,
  retry: false,
});

export function useVoiceStatus() {
  return useQuery(voiceStatusQueryOptions);
}
