import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppointmentRequestsResponse } from '@tend/contracts/portal-appointments.contract';
import { api } from '@/lib/api';

/** Clients' requests for a time; an approval refreshes these and the calendar. */
export const appointmentRequestKeys = { all: ['appointment-requests'] as const };

/** GET /api/appointment-requests: my clients' requests waiting for an answer, earliest time first. */
export function getPendingAppointmentRequests(signal?: AbortSignal): Promise<AppointmentRequestsResponse> {
  return api.get<AppointmentRequestsResponse>('/appointment-requests', { query: { status: 'pending' }, signal });
}

export const pendingAppointmentRequestsQueryOptions = queryOptions({
  queryKey: [...appointmentRequestKeys.all, 'pending'] as const,
  queryFn: ({ signal }) => getPendingAppointmentRequests(signal),
  refetchInterval: 60_000,
});

export function usePendingAppointmentRequests() {
  return useQuery(pendingAppointmentRequestsQueryOptions);
}
