import type { Appointment, Client, ClientFields } from '@tend/contracts/clients.contract';
import type { DocumentType } from '@tend/contracts/notes.contract';
import type { clients } from '@tend/db/schema/clients';
import type { encounters } from '@tend/db/schema/encounters';

type ClientRow = typeof clients.$inferSelect;

export const clientDisplayName = (c: Pick<ClientRow, 'firstName' | 'lastName' | 'preferredName'>): string => `${c.preferredName ?? c.firstName} ${c.lastName}`;

/**
 * The number a printed record carries for the client. No chart number is kept, so it is the end of
 * the client's id: it never changes, and the full id is found from it in the practice's records.
 */
export const clientRecordNumber = (c: Pick<ClientRow, 'id'>): string => c.id.replace(/-/g, '').slice(-8).toUpperCase();

export function toClientView({ client: c, providerName }: { client: ClientRow; providerName: string | null }): Client {
  return {
    id: c.id,
    first_name: c.firstName,
    last_name: c.lastName,
    preferred_name: c.preferredName,
    pronouns: c.pronouns,
    email: c.email,
    phone: c.phone,
    date_of_birth: c.dateOfBirth,
    address: c.address,
    emergency_contact: c.emergencyContact,
    status: c.status,
    discharged_on: c.dischargedOn,
    discharge_reason: c.dischargeReason,
    provider_id: c.providerId,
    provider_name: providerName,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

/**
 * The columns a create or update request sets (only the fields it sent). `currentStatus` is the
 * stored status an update starts from: a discharged client's date and reason may be edited alone.
 */
export function clientColumns(body: ClientFields, currentStatus?: ClientRow['status']): Partial<ClientRow> {
  const columns: Partial<ClientRow> = {};
  if (body.first_name !== undefined) columns.firstName = body.first_name;
  if (body.last_name !== undefined) columns.lastName = body.last_name;
  if (body.preferred_name !== undefined) columns.preferredName = body.preferred_name || null;
  if (body.pronouns !== undefined) columns.pronouns = body.pronouns || null;
  if (body.email !== undefined) columns.email = body.email || null;
  if (body.phone !== undefined) columns.phone = body.phone || null;
  if (body.date_of_birth !== undefined) columns.dateOfBirth = body.date_of_birth;
  if (body.address !== undefined) columns.address = body.address;
  if (body.emergency_contact !== undefined) columns.emergencyContact = body.emergency_contact;
  if (body.status !== undefined) columns.status = body.status;
  if ((body.status ?? currentStatus) === 'discharged') {
    // Entering "discharged" brings date and reason (the contract checks); staying there may change either.
    if (body.discharged_on !== undefined) columns.dischargedOn = body.discharged_on;
    if (body.discharge_reason !== undefined) columns.dischargeReason = body.discharge_reason;
  } else if (body.status !== undefined) {
    // Leaving "discharged" clears the discharge.
    columns.dischargedOn = null;
    columns.dischargeReason = null;
  }
  return columns;
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
