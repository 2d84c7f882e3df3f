import { z } from 'zod';
import { documentTypes, noteStatuses } from './notes.contract';

export const clientStatuses = ['active', 'inactive', 'discharged'] as const;

export const clientSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  preferred_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  date_of_birth: z.iso.date().nullable(),
  status: z.enum(clientStatuses),
  provider_id: z.uuid().nullable(),
  created_at: z.iso.datetime(),
});
export type Client = z.infer<typeof clientSchema>;

export const clientListResponseSchema = z.object({ clients: z.array(clientSchema) });
export type ClientListResponse = z.infer<typeof clientListResponseSchema>;

export const clientIdParamsSchema = z.object({ id: z.uuid('Client id must be a UUID') });

export const createClientRequestSchema = z.object({
  first_name: z.string().trim().min(1, 'First name is required').max(100),
  last_name: z.string().trim().min(1, 'Last name is required').max(100),
  preferred_name: z.string().trim().max(100).nullable().optional(),
  email: z.email('Enter a valid e-mail address').nullable().optional(),
  phone: z.string().trim().max(40).nullable().optional(),
  date_of_birth: z.iso.date('Date of birth must be YYYY-MM-DD').nullable().optional(),
  provider_id: z.uuid().optional(),
});
export type CreateClientRequest = z.infer<typeof createClientRequestSchema>;

/** Spec section 3: recent client is id, name, lastSession. */
export const recentClientSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  lastSession: z.iso.datetime().nullable(),
});
export type RecentClient = z.infer<typeof recentClientSchema>;
export const recentClientsResponseSchema = z.array(recentClientSchema);

/** Spec 7: clients with unread secure messages, for the bell. */
export const clientsWithMessagesResponseSchema = z.object({
  clients: z.array(z.object({ id: z.uuid(), name: z.string(), unread_count: z.number().int() })),
});
export type ClientsWithMessagesResponse = z.infer<typeof clientsWithMessagesResponseSchema>;

export const appointmentStatuses = ['scheduled', 'completed', 'cancelled', 'no_show'] as const;

/** A client's appointment and the notes that document it (what a note is written for). */
export const appointmentSchema = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  scheduled_start: z.iso.datetime(),
  scheduled_end: z.iso.datetime(),
  status: z.enum(appointmentStatuses),
  service_code: z.string().nullable(),
  provider_id: z.uuid(),
  provider_name: z.string(),
  notes: z.array(z.object({ id: z.uuid(), document_type: z.enum(documentTypes), status: z.enum(noteStatuses) })),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentsQuerySchema = z.object({
  /** The most recent first; this many at most. */
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(200, 'limit must be at most 200')
    .default(50),
  /** Only this clinician's appointments (the note picker asks for the caller's own). */
  provider_id: z.uuid('provider_id must be a UUID').optional(),
  /** Only appointments that start before this time. */
  before: z.iso.datetime({ message: 'before must be an ISO date-time', offset: true }).optional(),
});
export type AppointmentsQuery = z.infer<typeof appointmentsQuerySchema>;
export const appointmentsResponseSchema = z.object({ appointments: z.array(appointmentSchema) });
export type AppointmentsResponse = z.infer<typeof appointmentsResponseSchema>;
