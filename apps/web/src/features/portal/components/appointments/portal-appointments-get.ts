import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalAppointmentsResponse } from '@tend/contracts/portal-appointments.contract';
import { api } from '@/lib/api';

/** Every portal-appointments query sits under this key; a write refreshes them all. */
export const portalAppointmentKeys = {
  all: ['portal', 'appointments'] as const,
  slots: (clientId: string, typeId: string) => [...portalAppointmentKeys.all, 'slots', clientId, typeId] as const,
};

/** GET /api/portal/appointments: upcoming and past visits, requests, who and what may be requested, the cancel policy. */
export function getPortalAppointments(signal?: AbortSignal): Promise<PortalAppointmentsResponse> {
  return api.get<PortalAppointmentsResponse>('/portal/appointments', { signal });
}

export const portalAppointmentsQueryOptions = queryOptions({
  queryKey: portalAppointmentKeys.all,
  queryFn: ({ signal }) => getPortalAppointments(signal),
});

/** The portal's appointments; `data.next` is the next visit still scheduled (the portal home's "next appointment"). */
export function usePortalAppointments() {
  return useQuery(portalAppointmentsQueryOptions);
}
