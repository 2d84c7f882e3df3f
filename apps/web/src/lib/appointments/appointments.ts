import { useQuery } from '@tanstack/react-query';
import type { Appointment, AppointmentsResponse } from '@tend/contracts/clients.contract';
import { documentTypeLabels, type DocumentType } from '@tend/contracts/notes.contract';
import { api } from '../api';
import { startOfTomorrow } from '../time/dates';

/** GET /api/clients/{id}/appointments: most recent first, with the notes documenting each. */
export function listAppointments(clientId: string, query: { provider_id: string; before: string }, signal?: AbortSignal): Promise<AppointmentsResponse> {
  return api.get<AppointmentsResponse>(`/clients/${encodeURIComponent(clientId)}/appointments`, { query: { limit: '100', ...query }, signal });
}

export const appointmentsQueryKey = (clientId: string) => ['clients', clientId, 'appointments'] as const;

/** The caller's own appointments with the client that begin by the end of today in their zone (what a note can document). */
export function useClientAppointments(clientId: string | null | undefined, userId: string | undefined, timeZone: string) {
  return useQuery({
    queryKey: appointmentsQueryKey(clientId ?? ''),
    queryFn: ({ signal }) => listAppointments(clientId!, { provider_id: userId!, before: startOfTomorrow(new Date(), timeZone).toISOString() }, signal),
    enabled: !!clientId && !!userId,
  });
}

/** Appointments the caller can write a note for: their own, not cancelled, beginning by the end of today in their zone. */
export function documentableAppointments(appointments: readonly Appointment[], userId: string, now: Date, timeZone: string): Appointment[] {
  const tomorrow = startOfTomorrow(now, timeZone);
  return appointments.filter(
    (a) => a.provider_id === userId && a.status !== 'cancelled' && a.status !== 'late_cancelled' && new Date(a.scheduled_start) < tomorrow,
  );
}

/** The note of this type that already documents the appointment, if any (saving another is a duplicate). */
export const existingNote = (appointment: Appointment, documentType: DocumentType) => appointment.notes.find((n) => n.document_type === documentType) ?? null;

/** "Tue, Nov 17, 10:00 AM · No show · SOAP note draft exists" */
export function appointmentLabel(appointment: Appointment, documentType: DocumentType, timeZone: string, locale?: string): string {
  const when = new Date(appointment.scheduled_start).toLocaleString(locale, {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const parts = [when];
  if (appointment.status === 'no_show') parts.push('No show');
  const note = existingNote(appointment, documentType);
  if (note) parts.push(`${documentTypeLabels[documentType]} ${note.status === 'approved' ? 'signed' : 'draft'} exists`);
  return parts.join(' · ');
}
