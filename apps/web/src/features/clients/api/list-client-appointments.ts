import { useQuery } from '@tanstack/react-query';
import type { AppointmentsResponse } from '@tend/contracts/clients.contract';
import { api } from '@/lib/api';
import { clientKeys } from './keys';

/** How many of a client's appointments the client page lists, the most recent first. */
export const appointmentsShown = 50;

/** GET /api/clients/:id/appointments: every clinician's, past and upcoming, the most recent first. */
export function listClientAppointments(clientId: string, signal?: AbortSignal): Promise<AppointmentsResponse> {
  return api.get<AppointmentsResponse>(`/clients/${encodeURIComponent(clientId)}/appointments`, { query: { limit: String(appointmentsShown) }, signal });
}

export function useClientAppointmentList(clientId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: clientKeys.appointments(clientId), queryFn: ({ signal }) => listClientAppointments(clientId, signal), enabled });
}
