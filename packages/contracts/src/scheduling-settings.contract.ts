import { z } from 'zod';

const leadHoursSchema = z
  .array(z.number().int().min(1, 'reminder_lead_hours: at least 1 hour').max(336, 'reminder_lead_hours: at most 336 hours (14 days)'))
  .max(3, 'reminder_lead_hours: at most three reminders')
  .refine((hours) => new Set(hours).size === hours.length, 'reminder_lead_hours: each lead time once');

const lateCancelWindowSchema = z
  .number()
  .int('late_cancel_window_hours: whole hours')
  .min(0, 'late_cancel_window_hours: 0 or more')
  .max(168, 'late_cancel_window_hours: at most 168 hours (7 days)');

/**
 * A practice's scheduling policy, kept in practices.settings.scheduling: when reminders go out,
 * whether texts are sent (to clients who consented), and the late-cancellation window.
 */
export const schedulingSettingsSchema = z.object({
  /** Hours before a visit each reminder is sent, e.g. [48, 2]; none turns reminders off. */
  reminder_lead_hours: leadHoursSchema.default([48, 2]),
  sms_reminders: z.boolean().default(false),
  /** A client's cancellation this many hours or fewer before the visit is a late cancellation. */
  late_cancel_window_hours: lateCancelWindowSchema.default(24),
});
export type SchedulingSettings = z.output<typeof schedulingSettingsSchema>;

/** The practice's settings, with the defaults for whatever it has not chosen (a stored value that no longer parses falls back too). */
export function schedulingSettingsOf(practiceSettings: Record<string, unknown> | null | undefined): SchedulingSettings {
  const parsed = schedulingSettingsSchema.safeParse(practiceSettings?.scheduling ?? {});
  return parsed.success ? parsed.data : schedulingSettingsSchema.parse({});
}

/** GET /api/practice/scheduling-settings: the policy, and whether this server can send texts at all. */
export const schedulingSettingsResponseSchema = z.object({
  reminder_lead_hours: z.array(z.number().int()),
  sms_reminders: z.boolean(),
  late_cancel_window_hours: z.number().int(),
  /** False until the server has an SMS provider configured (SMS_* variables): the switch then does nothing. */
  sms_available: z.boolean(),
});
export type SchedulingSettingsResponse = z.infer<typeof schedulingSettingsResponseSchema>;

/** PATCH /api/practice/scheduling-settings (admins): only the fields sent change. */
export const updateSchedulingSettingsRequestSchema = z.strictObject({
  reminder_lead_hours: leadHoursSchema.optional(),
  sms_reminders: z.boolean().optional(),
  late_cancel_window_hours: lateCancelWindowSchema.optional(),
});
export type UpdateSchedulingSettingsRequest = z.input<typeof updateSchedulingSettingsRequestSchema>;

/** GET/DELETE /api/calendar-feed: whether the signed-in clinician's private .ics feed is on, since when. */
export const calendarFeedStatusSchema = z.object({
  enabled: z.boolean(),
  created_at: z.iso.datetime().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** POST /api/calendar-feed: the feed's secret address, shown this once (only its hash is kept). */
export const calendarFeedCreatedSchema = calendarFeedStatusSchema.extend({ url: z.url() });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

/** What POST /api/sms/inbound reads of the provider's (Twilio's) form; the rest of the form is only signed. */
export const smsInboundFormSchema = z.object({
  From: z.string().trim().min(1, 'From is required').max(32),
  Body: z.string().max(1600).default(''),
});
