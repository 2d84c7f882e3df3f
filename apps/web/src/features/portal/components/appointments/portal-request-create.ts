import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePortalRequest, PortalRequestResponse } from '@tend/contracts/portal-appointments.contract';
import { api } from '@/lib/api';
import { portalAppointmentKeys } from './portal-appointments-get';

/** POST /api/portal/appointment-requests: 201 with the request; 409 slot_unavailable when the time was taken meanwhile. */
export function createPortalRequest(body: CreatePortalRequest): Promise<PortalRequestResponse> {
  return api.post<PortalRequestResponse>('/portal/appointment-requests', body);
}

export function useCreatePortalRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPortalRequest,
    // Success or a taken slot: either way the list and the open times have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: portalAppointmentKeys.all }),
  });
}
