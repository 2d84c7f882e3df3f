import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalVisitResponse } from '@tend/contracts/portal-appointments.contract';
import { api } from '@/lib/api';
import { portalAppointmentKeys } from './portal-appointments-get';

/** POST /api/portal/appointments/{id}/cancel: before the practice's late-cancel window; 409 late_cancellation inside it. */
export function cancelPortalVisit(id: string): Promise<PortalVisitResponse> {
  return api.post<PortalVisitResponse>(`/portal/appointments/${encodeURIComponent(id)}/cancel`);
}

export function useCancelPortalVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPortalVisit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: portalAppointmentKeys.all }),
  });
}
