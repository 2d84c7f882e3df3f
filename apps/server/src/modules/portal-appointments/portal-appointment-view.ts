import type { AppointmentRequest, PortalRequest, PortalVisit } from '@tend/contracts/portal-appointments.contract';
import { clientDisplayName } from '../clients/client-view';
import type { AppointmentRequestRow } from './appointment-requests.repo';
import { cancelPolicy, type PracticeContact } from './cancel-policy';
import type { PortalVisitRow } from './portal-visits.repo';

export interface PolicyContext {
  now: Date;
  windowHours: number;
  contact: PracticeContact;
}

/** A visit for the portal: a shared visit goes by its group's name, so a partner's record is not named. */
export function toPortalVisit({ encounter: e, client, groupName, providerName, typeName }: PortalVisitRow, policy: PolicyContext): PortalVisit {
  const cancel = cancelPolicy({ status: e.status, start: e.scheduledStart }, policy.now, policy.windowHours, policy.contact);
  return {
    id: e.id,
    client_id: e.clientId,
    client_name: groupName ?? clientDisplayName(client),
    group_name: groupName,
    start: e.scheduledStart.toISOString(),
    end: e.scheduledEnd.toISOString(),
    status: e.status,
    type_name: typeName,
    provider_name: providerName,
    location: e.location,
    telehealth_url: e.telehealthUrl,
    cancellable: cancel.cancellable,
    cancel_until: cancel.cancelUntil?.toISOString() ?? null,
    cancel_refusal: cancel.refusal,
  };
}

export function toAppointmentRequest({ request: r, client, providerName, typeName }: AppointmentRequestRow): AppointmentRequest {
  return {
    id: r.id,
    client_id: r.clientId,
    client_name: clientDisplayName(client),
    provider_id: r.providerId,
    provider_name: providerName,
    type_id: r.typeId,
    type_name: typeName,
    start: r.requestedStart.toISOString(),
    end: r.requestedEnd.toISOString(),
    message: r.message,
    status: r.status,
    decline_reason: r.declineReason,
    created_at: r.createdAt.toISOString(),
    decided_at: r.decidedAt?.toISOString() ?? null,
    appointment_id: r.encounterId,
  };
}

export function toPortalRequest(row: AppointmentRequestRow): PortalRequest {
  const { provider_id: _provider, ...rest } = toAppointmentRequest(row);
  return rest;
}

/** "Tue 4 Mar, 16:00" in the practice's zone: for the clinician's bell (inside the app). */
export function shortWhen(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(at);
}
