import { z } from 'zod';
import { appointmentLocations, weekdays } from './calendar.contract';

/** Monday 1 … Sunday 7, as Temporal's dayOfWeek and availability_rules.weekday count them. */
export const weekdayNames: Record<(typeof weekdays)[number], string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};

export const MAX_BUFFER_MINUTES = 60;
/** A week of spans: a few a day is plenty. */
const MAX_SPANS = 50;
const MAX_TIME_OFF_DAYS = 366;
export const MAX_AVAILABILITY_DAYS = 62;

/** A wall-clock time of day, 00:00–23:59. */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day HH:MM (00:00–23:59)');

const instant = z.iso.datetime({ offset: true, message: 'must be an ISO date-time with a zone offset' });
const providerId = z.uuid('must be a UUID');

/** One span of a weekday's working hours, in the clinician's zone (Monday 09:00–12:00 at the office). */
export const weeklySpanSchema = z.object({
  weekday: z
    .number()
    .int()
    .refine((d) => (weekdays as readonly number[]).includes(d), 'must be 1 (Monday) … 7 (Sunday)'),
  start: clockTimeSchema,
  end: clockTimeSchema,
  location: z.enum(appointmentLocations).default('office'),
});
export type WeeklySpan = z.output<typeof weeklySpanSchema>;

export const timeOffSchema = z.object({
  id: z.uuid(),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  reason: z.string().nullable(),
});
export type TimeOff = z.infer<typeof timeOffSchema>;

/** GET /api/work-schedule: a clinician's weekly hours (wall clock in `time_zone`), buffer and coming time off. */
export const workScheduleSchema = z.object({
  provider_id: z.uuid(),
  /** The clinician's own zone, else their practice's: the weekly times are wall-clock times there. */
  time_zone: z.string(),
  buffer_minutes: z.number().int(),
  weekly: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string(), location: z.enum(appointmentLocations) })),
  /** Time off that has not yet ended, soonest first. */
  time_off: z.array(timeOffSchema),
});
export type WorkSchedule = z.infer<typeof workScheduleSchema>;

/** Whose schedule: the caller's own without it (admins: any clinician; supervisors: their supervisees, read only). */
export const workScheduleQuerySchema = z.object({ provider_id: providerId.optional() });
export type WorkScheduleQuery = z.infer<typeof workScheduleQuerySchema>;

/** Issues for spans that end before they start or overlap another span of their day. */
function checkSpans(weekly: { weekday: number; start: string; end: string }[], ctx: z.RefinementCtx) {
  weekly.forEach((span, i) => {
    if (span.end <= span.start) ctx.addIssue({ code: 'custom', path: ['weekly', i, 'end'], message: 'must be after start' });
  });
  // HH:MM strings order as times do; `reach` is the latest end so far on the day (spans that end before they start are left out).
  const ordered = weekly
    .map((span, i) => ({ ...span, i }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
  let reach: { weekday: number; start: string; end: string } | undefined;
  for (const span of ordered) {
    if (reach?.weekday === span.weekday && span.start < reach.end) {
      const day = weekdayNames[span.weekday as keyof typeof weekdayNames] ?? 'that day';
      ctx.addIssue({ code: 'custom', path: ['weekly', span.i, 'start'], message: `overlaps ${reach.start}–${reach.end} on ${day}` });
    }
    if (reach?.weekday !== span.weekday || span.end > reach.end) reach = span;
  }
}

/** PUT /api/work-schedule: the whole week and the buffer, replacing what was there. */
export const putWorkScheduleRequestSchema = z
  .object({
    provider_id: providerId.optional(),
    weekly: z.array(weeklySpanSchema).max(MAX_SPANS, `at most ${MAX_SPANS} spans`),
    /** Minutes kept free before and after each appointment when slots are offered. */
    buffer_minutes: z
      .number()
      .int('must be a whole number of minutes')
      .min(0, 'must be 0 or more')
      .max(MAX_BUFFER_MINUTES, `must be at most ${MAX_BUFFER_MINUTES}`),
  })
  .superRefine((body, ctx) => checkSpans(body.weekly, ctx));
export type PutWorkScheduleRequest = z.input<typeof putWorkScheduleRequestSchema>;

/** POST /api/work-schedule/time-off: an absence of up to a year (a holiday, training, an afternoon). */
export const createTimeOffRequestSchema = z
  .object({
    provider_id: providerId.optional(),
    starts_at: instant,
    ends_at: instant,
    reason: z.string().trim().max(200, 'must be at most 200 characters').nullable().optional(),
  })
  .superRefine(({ starts_at, ends_at }, ctx) => {
    const span = Date.parse(ends_at) - Date.parse(starts_at);
    if (!(span > 0)) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'must be after starts_at' });
    else if (span > MAX_TIME_OFF_DAYS * 86_400_000) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'must be within a year of starts_at' });
  });
export type CreateTimeOffRequest = z.input<typeof createTimeOffRequestSchema>;

export const timeOffIdParamsSchema = z.object({ id: z.uuid('must be a UUID') });

/** GET /api/availability: a clinician's working hours and open slots in a range of up to 62 days. */
export const availabilityQuerySchema = z
  .object({
    provider_id: providerId.optional(),
    from: instant,
    to: instant,
    /** The length of an offered slot, and the step of the grid slots start on (from each span's start). */
    slot_minutes: z.coerce.number({ error: 'must be a number' }).int().min(5, 'must be at least 5').max(480, 'must be at most 480').default(60),
  })
  .superRefine(({ from, to }, ctx) => {
    const span = Date.parse(to) - Date.parse(from);
    if (!(span > 0)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be after from' });
    else if (span > MAX_AVAILABILITY_DAYS * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `must be within ${MAX_AVAILABILITY_DAYS} days of from` });
  });
export type AvailabilityQuery = z.input<typeof availabilityQuerySchema>;

const intervalSchema = z.object({ start: z.iso.datetime(), end: z.iso.datetime() });

export const availabilityResponseSchema = z.object({
  time_zone: z.string(),
  /** Weekly hours in the range as instants, less time off. */
  working: z.array(intervalSchema.extend({ location: z.enum(appointmentLocations) })),
  /** Slots inside working hours, clear of appointments and the buffer around them, starting no earlier than now. */
  open_slots: z.array(intervalSchema),
});
export type Availability = z.infer<typeof availabilityResponseSchema>;
