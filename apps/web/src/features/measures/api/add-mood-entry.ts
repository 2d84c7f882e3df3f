import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddMoodEntryRequest, MoodEntry } from '@tend/contracts/measures.contract';
import { api } from '@/lib/api';
import { measureKeys } from './keys';

/** POST /api/portal/mood-entries */
export function addMoodEntry(body: AddMoodEntryRequest): Promise<MoodEntry> {
  return api.post<MoodEntry>('/portal/mood-entries', body);
}

export function useAddMoodEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMoodEntry,
    onSuccess: (entry) => queryClient.invalidateQueries({ queryKey: measureKeys.portalHistory(entry.client_id) }),
  });
}
