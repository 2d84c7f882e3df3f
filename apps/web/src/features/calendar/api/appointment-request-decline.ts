import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentRequestResponse, DeclineAppointmentRequest } from '@tend/contracts/portal-appointments.contract';
import { api } from '@/lib/api';
import { appointmentRequestKeys } from './appointment-requests-get';

/** POST /api/appointment-requests/{id}/decline: with a reason the client reads in the portal. */
export function declineAppointmentRequest({ id, body }: { id: string; body: DeclineAppointmentRequest }): Promise<AppointmentRequestResponse> {
  return api.post<AppointmentRequestResponse>(`/appointment-requests/${encodeURIComponent(id)}/decline`, body);
}

export function useDeclineAppointmentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineAppointmentRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentRequestKeys.all }),
  });
}
