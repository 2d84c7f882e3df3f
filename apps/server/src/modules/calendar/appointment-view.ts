import type { CalendarAppointment } from '@tend/contracts/calendar.contract';
import { clientDisplayName } from '../clients/client-view';
import type { VisitRow } from './appointments.repo';

export function toCalendarAppointment({ encounter: e, client, providerName, typeName, rule, changedByName }: VisitRow): CalendarAppointment {
  return {
    id: e.id,
    client_id: e.clientId,
    client_name: clientDisplayName(client),
    provider_id: e.providerId,
    provider_name: providerName,
    start: e.scheduledStart.toISOString(),
    end: e.scheduledEnd.toISOString(),
    status: e.status,
    type_id: e.typeId,
    type_name: typeName,
    service_code: e.serviceCode,
    location: e.location,
    telehealth_url: e.telehealthUrl,
    series_id: e.seriesId,
    recurrence_rule: rule,
    detached: e.detached,
    status_reason: e.statusReason,
    cancelled_by: e.cancelledBy,
    status_changed_at: e.statusChangedAt?.toISOString() ?? null,
    status_changed_by_name: changedByName,
  };
}

/** "M.C." — all a conflict answer or a calendar feed says of a client. */
export const initials = (c: { firstName: string; lastName: string }) => `${c.firstName.charAt(0)}.${c.lastName.charAt(0)}.`.toUpperCase();
