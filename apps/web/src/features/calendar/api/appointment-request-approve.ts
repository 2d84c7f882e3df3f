import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentRequestResponse } from '@tend/contracts/portal-appointments.contract';
import { api } from '@/lib/api';
import { calendarKeys } from './appointments';
import { appointmentRequestKeys } from './appointment-requests-get';

/** POST /api/appointment-requests/{id}/approve: books the visit (409 on a conflict; the request stays pending). */
export function approveAppointmentRequest(id: string): Promise<AppointmentRequestResponse> {
  return api.post<AppointmentRequestResponse>(`/appointment-requests/${encodeURIComponent(id)}/approve`);
}

export function useApproveAppointmentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveAppointmentRequest,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: appointmentRequestKeys.all }), queryClient.invalidateQueries({ queryKey: calendarKeys.all })]),
  });
}
