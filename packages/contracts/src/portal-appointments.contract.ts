import { z } from 'zod';
import { appointmentLocations } from './calendar.contract';
import { appointmentStatuses } from './clients.contract';
import { appointmentRequestStatuses } from './portal.contract';

// Portal appointments: a client's visits, requests from the clinician's open times, cancellation by policy;
// and the clinician's side of the requests (approve books the visit, decline gives a reason).

const uuidOf = (field: string) => z.uuid(`${field} must be a UUID`);
const instant = (field: string) => z.iso.datetime({ offset: true, message: `${field} must be an ISO date-time with a zone offset` });

/** How far ahead a client may look for open times, in weeks. */
export const PORTAL_SLOT_MAX_WEEKS = 8;
/** The earliest a client may ask for: this many hours from now (the clinician needs time to answer). */
export const PORTAL_REQUEST_LEAD_HOURS = 24;
/** Slot length when no appointment type is chosen. */
export const PORTAL_DEFAULT_SLOT_MINUTES = 50;
/** Requests one client record may have waiting at once. */
export const PORTAL_MAX_PENDING_REQUESTS = 3;

/** One visit as the portal shows it: when, what, with whom, where; never notes or anyone else's details. */
export const portalVisitSchema = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  /** The client record it is filed under (the user's own, their minor's, or their couple's member). */
  client_name: z.string(),
  /** The couple's or family's name when the visit is a shared one. */
  group_name: z.string().nullable(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  status: z.enum(appointmentStatuses),
  type_name: z.string().nullable(),
  provider_name: z.string(),
  location: z.enum(appointmentLocations),
  telehealth_url: z.string().nullable(),
  /** Whether the client may still cancel it here (scheduled, to come, before the late-cancel window). */
  cancellable: z.boolean(),
  /** The last moment a cancellation is free of the late-cancel policy (null for visits past or not scheduled). */
  cancel_until: z.iso.datetime().nullable(),
  /** Why it cannot be cancelled here, when it is still to come but cannot. */
  cancel_refusal: z.string().nullable(),
});
export type PortalVisit = z.infer<typeof portalVisitSchema>;

/** A request as its client sees it. */
export const portalRequestSchema = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  client_name: z.string(),
  provider_name: z.string(),
  type_id: z.uuid().nullable(),
  type_name: z.string().nullable(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  message: z.string().nullable(),
  status: z.enum(appointmentRequestStatuses),
  decline_reason: z.string().nullable(),
  created_at: z.iso.datetime(),
  decided_at: z.iso.datetime().nullable(),
  appointment_id: z.uuid().nullable(),
});
export type PortalRequest = z.infer<typeof portalRequestSchema>;

/** A client record the user may request a visit for, with its clinician. */
export const portalBookableClientSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  provider_name: z.string().nullable(),
  /** False when the record has no clinician (nothing to request from). */
  can_request: z.boolean(),
});

export const portalAppointmentTypeSchema = z.object({ id: z.uuid(), name: z.string(), duration_minutes: z.number().int() });
export type PortalAppointmentType = z.infer<typeof portalAppointmentTypeSchema>;

/** GET /api/portal/appointments: everything the appointments page (and the portal home's "next appointment") needs. */
export const portalAppointmentsResponseSchema = z.object({
  /** The practice's zone: show times in it. */
  time_zone: z.string(),
  late_cancel_window_hours: z.number().int(),
  practice_phone: z.string().nullable(),
  practice_email: z.string().nullable(),
  /** The first upcoming visit still scheduled, or null. */
  next: portalVisitSchema.nullable(),
  /** Visits not yet ended, earliest first (cancelled ones too, marked). */
  upcoming: z.array(portalVisitSchema),
  /** Visits ended, latest first (the last 50). */
  past: z.array(portalVisitSchema),
  /** Pending requests, then the decided ones of the last 90 days. */
  requests: z.array(portalRequestSchema),
  clients: z.array(portalBookableClientSchema),
  types: z.array(portalAppointmentTypeSchema),
});
export type PortalAppointmentsResponse = z.infer<typeof portalAppointmentsResponseSchema>;

/** GET /api/portal/appointment-slots */
export const portalSlotsQuerySchema = z.object({
  client_id: uuidOf('client_id'),
  type_id: uuidOf('type_id').optional(),
  weeks: z.coerce.number().int().min(1, 'weeks: at least 1').max(PORTAL_SLOT_MAX_WEEKS, `weeks: at most ${PORTAL_SLOT_MAX_WEEKS}`).default(4),
});
export type PortalSlotsQuery = z.input<typeof portalSlotsQuerySchema>;

export const portalSlotSchema = z.object({ start: z.iso.datetime(), end: z.iso.datetime(), location: z.enum(appointmentLocations) });
export type PortalSlot = z.infer<typeof portalSlotSchema>;

export const portalSlotsResponseSchema = z.object({
  /** The practice's zone: group and label the slots by its days. */
  time_zone: z.string(),
  slot_minutes: z.number().int(),
  slots: z.array(portalSlotSchema),
});
export type PortalSlotsResponse = z.infer<typeof portalSlotsResponseSchema>;

/** POST /api/portal/appointment-requests: 201 with the request; 409 when the time is no longer open. */
export const createPortalRequestSchema = z.object({
  client_id: uuidOf('client_id'),
  start: instant('start'),
  type_id: uuidOf('type_id').nullable().optional(),
  message: z.string().trim().max(1000, 'message: at most 1000 characters').optional(),
});
export type CreatePortalRequest = z.input<typeof createPortalRequestSchema>;

export const portalRequestIdParamsSchema = z.object({ id: uuidOf('id') });
export const portalRequestResponseSchema = z.object({ request: portalRequestSchema });
export type PortalRequestResponse = z.infer<typeof portalRequestResponseSchema>;

/** POST /api/portal/appointments/:id/cancel: the visit, cancelled; 409 inside the late-cancel window. */
export const portalVisitResponseSchema = z.object({ appointment: portalVisitSchema });
export type PortalVisitResponse = z.infer<typeof portalVisitResponseSchema>;

/** A request as the clinician sees it. */
export const appointmentRequestSchema = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  client_name: z.string(),
  provider_id: z.uuid(),
  provider_name: z.string(),
  type_id: z.uuid().nullable(),
  type_name: z.string().nullable(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  message: z.string().nullable(),
  status: z.enum(appointmentRequestStatuses),
  decline_reason: z.string().nullable(),
  created_at: z.iso.datetime(),
  decided_at: z.iso.datetime().nullable(),
  appointment_id: z.uuid().nullable(),
});
export type AppointmentRequest = z.infer<typeof appointmentRequestSchema>;

/** GET /api/appointment-requests: requests of the caller's clients (pending by default), earliest time first. */
export const appointmentRequestsQuerySchema = z.object({ status: z.enum(appointmentRequestStatuses).default('pending') });
export const appointmentRequestsResponseSchema = z.object({ requests: z.array(appointmentRequestSchema) });
export type AppointmentRequestsResponse = z.infer<typeof appointmentRequestsResponseSchema>;

export const appointmentRequestResponseSchema = z.object({ request: appointmentRequestSchema });
export type AppointmentRequestResponse = z.infer<typeof appointmentRequestResponseSchema>;

/** POST /api/appointment-requests/:id/decline */
export const declineAppointmentRequestSchema = z.object({
  reason: z.string().trim().min(1, 'reason is required').max(500, 'reason: at most 500 characters'),
});
export type DeclineAppointmentRequest = z.input<typeof declineAppointmentRequestSchema>;
