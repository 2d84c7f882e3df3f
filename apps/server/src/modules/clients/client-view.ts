import type { Appointment, Client } from '@tend/contracts/clients.contract';
import type { DocumentType } from '@tend/contracts/notes.contract';
import type { clients } from '@tend/db/schema/clients';
import type { encounters } from '@tend/db/schema/encounters';

type ClientRow = typeof clients.$inferSelect;

export const clientDisplayName = (c: Pick<ClientRow, 'firstName' | 'lastName' | 'preferredName'>): string => `${c.preferredName ?? c.firstName} ${c.lastName}`;

export function toClientView(c: ClientRow): Client {
  return {
    id: c.id,
    first_name: c.firstName,
    last_name: c.lastName,
    preferred_name: c.preferredName,
    email: c.email,
    phone: c.phone,
    date_of_birth: c.dateOfBirth,
    status: c.status,
    provider_id: c.providerId,
    created_at: c.createdAt.toISOString(),
  };
}

interface AppointmentRow {
  encounter: typeof encounters.$inferSelect;
  providerName: string;
  notes: { id: string; documentType: string; status: 'draft' | 'approved' }[];
}

export function toAppointmentView({ encounter: e, providerName, notes }: AppointmentRow): Appointment {
  return {
    id: e.id,
    client_id: e.clientId,
    scheduled_start: e.scheduledStart.toISOString(),
    scheduled_end: e.scheduledEnd.toISOString(),
    status: e.status,
    service_code: e.serviceCode,
    provider_id: e.providerId,
    provider_name: providerName,
    notes: notes.map((n) => ({ id: n.id, document_type: n.documentType as DocumentType, status: n.status })),
  };
}
