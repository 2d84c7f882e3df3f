import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PracticeProfile, UpdatePracticeProfile } from '@tend/contracts/practice-profile.contract';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { adminKeys } from './keys';

/** GET /api/admin/practice-profile: name, zone and billing identity. */
export const practiceProfileQueryOptions = queryOptions({
  queryKey: adminKeys.practiceProfile(),
  queryFn: ({ signal }) => api.get<PracticeProfile>('/admin/practice-profile', { signal }),
});

export const usePracticeProfile = () => useQuery(practiceProfileQueryOptions);

/** PATCH /api/admin/practice-profile; the setup guide and checklist read the same state, so they refresh too. */
export function useUpdatePracticeProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdatePracticeProfile) => api.patch<PracticeProfile>('/admin/practice-profile', changes),
    onSuccess: (saved) => {
      toast('Practice profile saved', 'success');
      queryClient.setQueryData(practiceProfileQueryOptions.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: adminKeys.setupGuide() });
    },
  });
}
