import { z } from 'zod';

/** The dashboard's periods: calendar weeks (Monday first), months and quarters in the practice's zone. */
export const dashboardPeriods = ['week', 'month', 'quarter'] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];

/** GET /api/admin/dashboard and /api/admin/provider-analytics: `offset` 0 is the current period, -1 the one before. */
export const dashboardQuerySchema = z.object({
  period: z.enum(dashboardPeriods, { error: `period must be one of ${dashboardPeriods.join(', ')}` }).default('week'),
  offset: z.coerce.number().int('offset must be a whole number').min(-120).max(12).default(0),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

const span = z.object({ from: z.iso.date(), to: z.iso.date() });

/**
 * The measures of one period. Rates are fractions (0–1), null when nothing was due; amounts are cents.
 * sessions: booked visits not cancelled in time (scheduled, arrived, completed, no-show, late cancel).
 */
export const periodMeasuresSchema = z.object({
  sessions: z.number().int(),
  completed: z.number().int(),
  no_shows: z.number().int(),
  late_cancels: z.number().int(),
  cancelled: z.number().int(),
  no_show_rate: z.number().nullable(),
  late_cancel_rate: z.number().nullable(),
  /** Completed visits with a signed note, over completed visits. */
  notes_signed: z.number().int(),
  note_completion_rate: z.number().nullable(),
  /** Median hours from a visit's end to its first signed note. */
  median_hours_to_sign: z.number().nullable(),
  new_leads: z.number().int(),
  /** Payments received in the period (practice); for a clinician, payments applied to their charges. */
  revenue_cents: z.number().int(),
  /** Charges not yet paid or written off, as at the end of the period. */
  ar_cents: z.number().int(),
});
export type PeriodMeasures = z.infer<typeof periodMeasuresSchema>;

export const seriesPointSchema = z.object({
  /** The first day of the bucket (a day, or a week for quarters). */
  start: z.iso.date(),
  sessions: z.number().int(),
  revenue_cents: z.number().int(),
});
export type SeriesPoint = z.infer<typeof seriesPointSchema>;

export const dashboardResponseSchema = z.object({
  period: z.enum(dashboardPeriods),
  time_zone: z.string(),
  current: span,
  previous: span,
  /** Who is counted: the whole practice (admin) or the caller and their supervisees. */
  scope: z.enum(['practice', 'supervision']),
  /** Clients whose status is active now (no status history is kept, so it has no previous value). */
  active_clients: z.number().int(),
  measures: periodMeasuresSchema,
  previous_measures: periodMeasuresSchema,
  bucket: z.enum(['day', 'week']),
  series: z.array(seriesPointSchema),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const providerAnalyticsRowSchema = z.object({
  provider_id: z.uuid(),
  name: z.string(),
  active_clients: z.number().int(),
  measures: periodMeasuresSchema,
  previous_measures: periodMeasuresSchema,
});
export type ProviderAnalyticsRow = z.infer<typeof providerAnalyticsRowSchema>;

export const providerAnalyticsResponseSchema = z.object({
  period: z.enum(dashboardPeriods),
  time_zone: z.string(),
  current: span,
  previous: span,
  providers: z.array(providerAnalyticsRowSchema),
});
export type ProviderAnalyticsResponse = z.infer<typeof providerAnalyticsResponseSchema>;
