import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppointmentsWritten, CreateAppointmentRequest } from '@tend/contracts/calendar.contract';
import { api } from '@/lib/api';
import { clientKeys } from '@/features/clients';

/**
 * Query keys a new visit makes stale, as the calendar's own writes see them: the calendar's
 * lists (and the dashboard's, kept under the same ['calendar'] key), open slots under
 * ['work-schedule'], and the clients' visits.
 */
export const bookingStaleKeys = [['calendar'], ['work-schedule'], clientKeys.all] as const;

/** POST /api/appointments: 201 with the visit; 409 appointment_conflict or outside_working_hours until the clinician books anyway. */
export function bookAppointment(body: CreateAppointmentRequest): Promise<AppointmentsWritten> {
  return api.post<AppointmentsWritten>('/appointments', body);
}

export function useBookAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookAppointment,
    onSuccess: () => Promise.all(bookingStaleKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
