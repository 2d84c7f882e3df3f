import { z } from 'zod';
import { appointmentStatuses, type AppointmentStatus } from './clients.contract';
import { timeZoneSchema } from './time-zone';

export const appointmentStatusLabels: Record<AppointmentStatus, string> = {
  scheduled: 'Scheduled',
  arrived: 'Arrived',
  completed: 'Completed',
  cancelled: 'Cancelled',
  late_cancelled: 'Late cancellation',
  no_show: 'No show',
};

/** Statuses of a visit that did not take place. */
export const notHeldStatuses: readonly AppointmentStatus[] = ['cancelled', 'late_cancelled', 'no_show'];

export const appointmentLocations = ['office', 'telehealth'] as const;
export type AppointmentLocation = (typeof appointmentLocations)[number];

/** Who called a visit off. */
export const cancelledByValues = ['client', 'clinician'] as const;
export type CancelledBy = (typeof cancelledByValues)[number];

/** ISO weekdays, Monday 1 … Sunday 7 (Temporal's dayOfWeek). */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

export const reminderChannels = ['email', 'sms'] as const;
export type ReminderChannel = (typeof reminderChannels)[number];

/** Which visits of a series an edit or cancellation applies to. */
export const seriesScopes = ['this', 'following', 'all'] as const;
export type SeriesScope = (typeof seriesScopes)[number];

const instant = (field: string) => z.iso.datetime({ offset: true, message: `${field} must be an ISO date-time with a zone offset` });
const uuidOf = (field: string) => z.uuid(`${field} must be a UUID`);

/** RRULE parts a series may use, each with the form of its value (RFC 5545 3.3.10). */
const rulePartForms: Record<string, RegExp> = {
  FREQ: /^(DAILY|WEEKLY|MONTHLY)$/,
  INTERVAL: /^([1-9]|1[0-2])$/,
  COUNT: /^([1-9]\d?|1\d\d|2[0-5]\d|260)$/,
  UNTIL: /^\d{8}(T\d{6}Z)?$/,
  BYDAY: /^([+-]?[1-5]?(MO|TU|WE|TH|FR|SA|SU))(,[+-]?[1-5]?(MO|TU|WE|TH|FR|SA|SU))*$/,
  BYMONTHDAY: /^-?([1-9]|[12]\d|3[01])(,-?([1-9]|[12]\d|3[01]))*$/,
  BYSETPOS: /^-?[1-5]$/,
  WKST: /^(MO|TU|WE|TH|FR|SA|SU)$/,
};

/**
 * Why an RRULE value (without DTSTART) cannot be a series, or null when it can: a daily, weekly
 * or monthly rule (one visit a day at most: the series is keyed by date, and every visit keeps
 * the first one's time), INTERVAL up to 12, COUNT up to 260, not both COUNT and UNTIL.
 */
export function recurrenceRuleProblem(rule: string): string | null {
  const parts = new Map<string, string>();
  for (const part of rule.toUpperCase().split(';')) {
    const [name, value, extra] = part.split('=');
    if (!name || value === undefined || extra !== undefined) return `"${part}" is not NAME=VALUE`;
    const form = rulePartForms[name];
    if (!form) return `${name} is not supported (use ${Object.keys(rulePartForms).join(', ')})`;
    if (!form.test(value)) return name === 'FREQ' ? 'FREQ must be DAILY, WEEKLY or MONTHLY' : `${name}=${value} is not valid`;
    if (parts.has(name)) return `${name} is given twice`;
    parts.set(name, value);
  }
  if (!parts.has('FREQ')) return 'FREQ is required';
  if (parts.has('COUNT') && parts.has('UNTIL')) return 'COUNT and UNTIL cannot both be given';
  return null;
}

export const recurrenceSchema = z.object({
  /** RRULE value, e.g. FREQ=WEEKLY;INTERVAL=2;COUNT=10 (every other week, ten visits). */
  rule: z
    .string()
    .trim()
    .min(1, 'rule is required')
    .max(200)
    .superRefine((rule, ctx) => {
      const problem = recurrenceRuleProblem(rule);
      if (problem) ctx.addIssue({ code: 'custom', message: `rule: ${problem}` });
    }),
  /** The zone whose wall clock the series keeps (a 5 pm session stays at 5 pm across a clock change). */
  time_zone: timeZoneSchema,
});
export type Recurrence = z.infer<typeof recurrenceSchema>;

export const appointmentTypeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  service_code: z.string().nullable(),
  duration_minutes: z.number().int(),
  active: z.boolean(),
});
export type AppointmentType = z.infer<typeof appointmentTypeSchema>;
export const appointmentTypesResponseSchema = z.object({ types: z.array(appointmentTypeSchema) });

const typeFields = {
  name: z.string().trim().min(1, 'name is required').max(80),
  service_code: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'service_code must be a five-digit CPT code')
    .nullable(),
  duration_minutes: z.number().int().min(5, 'duration_minutes must be at least 5').max(480, 'duration_minutes must be at most 480'),
};
export const createAppointmentTypeRequestSchema = z.object(typeFields);
export const updateAppointmentTypeRequestSchema = z
  .object({ ...typeFields, active: z.boolean() })
  .partial()
  .refine((value) => Object.values(value).some((v) => v !== undefined), 'Send at least one field to change');

/** One visit on the calendar. */
export const calendarAppointmentSchema = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  client_name: z.string(),
  provider_id: z.uuid(),
  provider_name: z.string(),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  status: z.enum(appointmentStatuses),
  type_id: z.uuid().nullable(),
  type_name: z.string().nullable(),
  service_code: z.string().nullable(),
  location: z.enum(appointmentLocations),
  telehealth_url: z.string().nullable(),
  series_id: z.uuid().nullable(),
  /** The series' rule, for "every week" in the details. */
  recurrence_rule: z.string().nullable(),
  detached: z.boolean(),
  status_reason: z.string().nullable(),
  cancelled_by: z.enum(cancelledByValues).nullable(),
  status_changed_at: z.iso.datetime().nullable(),
  status_changed_by_name: z.string().nullable(),
});
export type CalendarAppointment = z.infer<typeof calendarAppointmentSchema>;

const MAX_RANGE_DAYS = 100;

export const calendarQuerySchema = z
  .object({
    from: instant('from'),
    to: instant('to'),
    /** Comma-separated clinicians (admins and supervisors); the caller's own calendar without it. */
    provider_ids: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (!value) return undefined;
        const ids = value.split(',').filter(Boolean);
        if (ids.length > 50 || ids.some((id) => !z.uuid().safeParse(id).success)) {
          ctx.addIssue({ code: 'custom', message: 'provider_ids must be up to 50 comma-separated UUIDs' });
          return z.NEVER;
        }
        return ids;
      }),
    client_id: uuidOf('client_id').optional(),
    include_cancelled: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v !== 'false'),
  })
  .superRefine(({ from, to }, ctx) => {
    const span = Date.parse(to) - Date.parse(from);
    if (!(span > 0)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be after from' });
    else if (span > MAX_RANGE_DAYS * 86_400_000) ctx.addIssue({ code: 'custom', path: ['to'], message: `to must be within ${MAX_RANGE_DAYS} days of from` });
  });
export type CalendarQuery = z.output<typeof calendarQuerySchema>;
export const calendarResponseSchema = z.object({ appointments: z.array(calendarAppointmentSchema) });
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;

const MAX_VISIT_MINUTES = 8 * 60;

function checkTimes(value: { start?: string; end?: string }, ctx: z.RefinementCtx) {
  if (!value.start || !value.end) return;
  const minutes = (Date.parse(value.end) - Date.parse(value.start)) / 60_000;
  if (!(minutes > 0)) ctx.addIssue({ code: 'custom', path: ['end'], message: 'end must be after start' });
  else if (minutes > MAX_VISIT_MINUTES) ctx.addIssue({ code: 'custom', path: ['end'], message: 'end must be within 8 hours of start' });
}

const telehealthUrl = z
  .url({ protocol: /^https$/, message: 'telehealth_url must be an https:// link' })
  .max(500)
  .nullable();

export const createAppointmentRequestSchema = z
  .object({
    client_id: uuidOf('client_id'),
    /** Whose calendar (admins and supervisors book for others); the caller's own without it. */
    provider_id: uuidOf('provider_id').optional(),
    type_id: uuidOf('type_id').nullable().optional(),
    start: instant('start'),
    end: instant('end'),
    location: z.enum(appointmentLocations).default('office'),
    telehealth_url: telehealthUrl.optional(),
    recurrence: recurrenceSchema.optional(),
    /** Book even though the clinician already has an appointment then (after the 409 was shown). */
    allow_conflict: z.boolean().default(false),
    /** Book outside the clinician's working hours (after the warning was shown). */
    allow_outside_hours: z.boolean().default(false),
  })
  .superRefine(checkTimes);
export type CreateAppointmentRequest = z.input<typeof createAppointmentRequestSchema>;

export const updateAppointmentRequestSchema = z
  .object({
    start: instant('start').optional(),
    end: instant('end').optional(),
    type_id: uuidOf('type_id').nullable().optional(),
    provider_id: uuidOf('provider_id').optional(),
    location: z.enum(appointmentLocations).optional(),
    telehealth_url: telehealthUrl.optional(),
    /** For a visit of a series: this one (default), this and following, or all. */
    scope: z.enum(seriesScopes).default('this'),
    allow_conflict: z.boolean().default(false),
    allow_outside_hours: z.boolean().default(false),
  })
  .superRefine(checkTimes);
export type UpdateAppointmentRequest = z.input<typeof updateAppointmentRequestSchema>;

/** Statuses a user sets (scheduled again undoes a mistaken mark). */
export const appointmentStatusChangeSchema = z
  .object({
    status: z.enum(appointmentStatuses),
    cancelled_by: z.enum(cancelledByValues).optional(),
    reason: z.string().trim().max(500).optional(),
    /** For cancelling a visit of a series: this one (default), this and following, or all still to come. */
    scope: z.enum(seriesScopes).default('this'),
  })
  .superRefine((value, ctx) => {
    const cancelling = value.status === 'cancelled' || value.status === 'late_cancelled';
    if (cancelling && !value.cancelled_by) ctx.addIssue({ code: 'custom', path: ['cancelled_by'], message: 'cancelled_by is required: client or clinician' });
    if (!cancelling && value.cancelled_by) ctx.addIssue({ code: 'custom', path: ['cancelled_by'], message: 'cancelled_by is only for a cancellation' });
    if (!cancelling && value.scope !== 'this') ctx.addIssue({ code: 'custom', path: ['scope'], message: 'only a cancellation applies to following visits' });
  });
export type AppointmentStatusChange = z.input<typeof appointmentStatusChangeSchema>;

export const appointmentIdParamsSchema = z.object({ id: uuidOf('id') });

/** What a 409 appointment_conflict carries: the clinician's appointments the new time overlaps. */
export const appointmentConflictSchema = z.object({
  conflicts: z.array(z.object({ id: z.uuid(), start: z.iso.datetime(), end: z.iso.datetime(), client_initials: z.string() })),
});
export type AppointmentConflicts = z.infer<typeof appointmentConflictSchema>;

/** What a 409 outside_working_hours carries: the visits outside the clinician's hours (the first 20). */
export const outsideHoursSchema = z.object({ outside: z.array(z.object({ start: z.iso.datetime(), end: z.iso.datetime() })) });

/** What the booking answers: the visits made or changed (a series' first weeks). */
export const appointmentsWrittenSchema = z.object({ appointments: z.array(calendarAppointmentSchema) });
export type AppointmentsWritten = z.infer<typeof appointmentsWrittenSchema>;
