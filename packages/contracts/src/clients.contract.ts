import { z } from 'zod';
import { isoDate } from './iso-date';
import { documentTypes, noteStatuses } from './notes.contract';

/** prospective → active → discharged (with date and reason); waitlist while waiting for a slot; inactive for a pause. */
export const clientStatuses = ['prospective', 'waitlist', 'active', 'inactive', 'discharged'] as const;
export type ClientStatus = (typeof clientStatuses)[number];
export const clientStatusLabels: Record<ClientStatus, string> = {
  prospective: 'Prospective',
  waitlist: 'Waitlist',
  active: 'Active',
  inactive: 'Inactive',
  discharged: 'Discharged',
};

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`).nullable().optional();

export const addressSchema = z.object({
  line1: z.string().trim().max(200).default(''),
  line2: z.string().trim().max(200).default(''),
  city: z.string().trim().max(100).default(''),
  region: z.string().trim().max(100).default(''),
  postal_code: z.string().trim().max(20).default(''),
  country: z.string().trim().max(100).default(''),
});
export type Address = z.infer<typeof addressSchema>;

export const emergencyContactSchema = z.object({
  name: z.string().trim().min(1, 'Emergency contact name is required').max(200),
  relationship: z.string().trim().max(100).default(''),
  phone: z.string().trim().min(1, 'Emergency contact phone is required').max(40),
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

export const clientSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  preferred_name: z.string().nullable(),
  pronouns: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  date_of_birth: z.iso.date().nullable(),
  address: addressSchema.nullable(),
  emergency_contact: emergencyContactSchema.nullable(),
  status: z.enum(clientStatuses),
  discharged_on: z.iso.date().nullable(),
  discharge_reason: z.string().nullable(),
  provider_id: z.uuid().nullable(),
  provider_name: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Client = z.infer<typeof clientSchema>;

export const clientSorts = ['name', 'created', 'status'] as const;

/** GET /api/clients: one page of the visible clients. */
export const clientListQuerySchema = z.object({
  /** Part of a name (legal or preferred), phone number or e-mail address. */
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  status: z.enum(clientStatuses, { error: `status must be one of ${clientStatuses.join(', ')}` }).optional(),
  provider_id: z.uuid('provider_id must be a UUID').optional(),
  sort: z.enum(clientSorts, { error: `sort must be one of ${clientSorts.join(', ')}` }).default('name'),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('asc'),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1, 'limit must be at least 1').max(500, 'limit must be at most 500').default(100),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0, 'offset must be at least 0').default(0),
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

export const clientListResponseSchema = z.object({ clients: z.array(clientSchema), total: z.number().int() });
export type ClientListResponse = z.infer<typeof clientListResponseSchema>;

export const clientIdParamsSchema = z.object({ id: z.uuid('Client id must be a UUID') });

/** The fields a clinician edits; create and update share them. */
const clientFields = {
  first_name: z.string().trim().min(1, 'First name is required').max(100),
  last_name: z.string().trim().min(1, 'Last name is required').max(100),
  preferred_name: optionalText(100),
  pronouns: optionalText(40),
  email: z.email('Enter a valid e-mail address').nullable().optional(),
  phone: optionalText(40),
  date_of_birth: isoDate('Date of birth must be YYYY-MM-DD').nullable().optional(),
  address: addressSchema.nullable().optional(),
  emergency_contact: emergencyContactSchema.nullable().optional(),
  status: z.enum(clientStatuses, { error: `status must be one of ${clientStatuses.join(', ')}` }).optional(),
  discharged_on: isoDate('Discharge date must be YYYY-MM-DD').nullable().optional(),
  discharge_reason: optionalText(500),
  provider_id: z.uuid('provider_id must be a UUID').nullable().optional(),
};

/** A discharge carries its date and reason; any other status carries neither. */
function checkDischarge(value: { status?: ClientStatus; discharged_on?: string | null; discharge_reason?: string | null }, ctx: z.RefinementCtx) {
  if (value.status === 'discharged') {
    if (!value.discharged_on) ctx.addIssue({ code: 'custom', path: ['discharged_on'], message: 'A discharge needs its date' });
    if (!value.discharge_reason) ctx.addIssue({ code: 'custom', path: ['discharge_reason'], message: 'A discharge needs its reason' });
  } else if (value.status && (value.discharged_on || value.discharge_reason)) {
    ctx.addIssue({ code: 'custom', path: ['status'], message: 'Only a discharged client has a discharge date and reason' });
  }
}

export const createClientRequestSchema = z
  .object({
    ...clientFields,
    /** Save even though a client with the same name and date of birth exists (the user saw the warning). */
    confirm_duplicate: z.boolean().optional(),
  })
  .superRefine(checkDischarge);
export type CreateClientRequest = z.input<typeof createClientRequestSchema>;

/** PATCH /api/clients/:id: only the fields sent change. */
export const updateClientRequestSchema = z
  .object({ ...clientFields, first_name: clientFields.first_name.optional(), last_name: clientFields.last_name.optional() })
  .superRefine(checkDischarge)
  .refine((value) => Object.keys(value).length > 0, 'Send at least one field to change');
export type UpdateClientRequest = z.input<typeof updateClientRequestSchema>;
/** The fields of a create or update request as the server receives them (defaults applied). */
export type ClientFields = z.output<typeof updateClientRequestSchema>;

/** 409 possible_duplicate details: the clients with the same name and date of birth. */
export const possibleDuplicatesSchema = z.object({ duplicates: z.array(z.object({ id: z.uuid(), name: z.string(), date_of_birth: z.iso.date() })) });

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

/**
 * scheduled → arrived → completed; or cancelled (in time), late_cancelled (inside the practice's
 * window) or no_show. Late cancellations and no-shows are what the practice may charge for.
 */
export const appointmentStatuses = ['scheduled', 'arrived', 'completed', 'cancelled', 'late_cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

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
