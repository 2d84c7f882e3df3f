import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalRequestResponse } from '@tend/contracts/portal-appointments.contract';
import { api } from '@/lib/api';
import { portalAppointmentKeys } from './portal-appointments-get';

/** POST /api/portal/appointment-requests/{id}/withdraw: a pending request only. */
export function withdrawPortalRequest(id: string): Promise<PortalRequestResponse> {
  return api.post<PortalRequestResponse>(`/portal/appointment-requests/${encodeURIComponent(id)}/withdraw`);
}

export function useWithdrawPortalRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawPortalRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: portalAppointmentKeys.all }),
  });
}
