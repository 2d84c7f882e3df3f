import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientConsentsResponse } from '@tend/contracts/client-details.contract';
import { api } from '@/lib/api';
import { clientDetailKeys, clientPath } from './client-detail-keys';

/** PATCH /api/clients/:id/reminder-preference: the client asked for no appointment reminders, or asks again. */
export function updateReminderPreference(clientId: string, remindersOptOut: boolean): Promise<ClientConsentsResponse> {
  return api.patch<ClientConsentsResponse>(`${clientPath(clientId)}/reminder-preference`, { reminders_opt_out: remindersOptOut });
}

export function useUpdateReminderPreference(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (optOut: boolean) => updateReminderPreference(clientId, optOut),
    onSuccess: (answer) => queryClient.setQueryData(clientDetailKeys.consents(clientId), answer),
  });
}
