import { useQuery } from '@tanstack/react-query';
import type { PortalSlotsResponse } from '@tend/contracts/portal-appointments.contract';
import { api } from '@/lib/api';
import { portalAppointmentKeys } from './portal-appointments-get';

/** GET /api/portal/appointment-slots: the clinician's open times over the next weeks, in slots of the type's length. */
export function getPortalSlots(clientId: string, typeId: string, signal?: AbortSignal): Promise<PortalSlotsResponse> {
  return api.get<PortalSlotsResponse>('/portal/appointment-slots', { query: { client_id: clientId, type_id: typeId || undefined, weeks: '4' }, signal });
}

export function usePortalSlots(clientId: string | null, typeId: string) {
  return useQuery({
    queryKey: portalAppointmentKeys.slots(clientId ?? '', typeId),
    queryFn: ({ signal }) => getPortalSlots(clientId!, typeId, signal),
    enabled: !!clientId,
  });
}
