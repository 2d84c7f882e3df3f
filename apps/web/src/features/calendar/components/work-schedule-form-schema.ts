import { z } from 'zod';
import type { AppointmentLocation } from '@tend/contracts/calendar.contract';
import { createTimeOffRequestSchema, putWorkScheduleRequestSchema, type CreateTimeOffRequest, type WorkSchedule } from '@tend/contracts/work-schedule.contract';
import { fromWallClock } from '@/lib/time/dates';

/**
 * The week form is the contract's own request: the form's `weekly` is the body's, so the
 * contract's checks (end after start, no overlap on a day, buffer 0–60) show at the fields.
 */
export const weekFormSchema = putWorkScheduleRequestSchema;
export type WeekFormFields = z.input<typeof weekFormSchema>;
export type WeekFormValues = z.output<typeof weekFormSchema>;
export type SpanFields = WeekFormFields['weekly'][number];

const inWeekOrder = (a: SpanFields, b: SpanFields) => a.weekday - b.weekday || a.start.localeCompare(b.start);

export function weekFormDefaults(schedule: WorkSchedule): WeekFormFields {
  return { weekly: [...schedule.weekly].sort(inWeekOrder), buffer_minutes: schedule.buffer_minutes };
}

const WEEKDAYS_AFTER_MONDAY = [2, 3, 4, 5];

/** Tuesday to Friday get Monday's spans; the weekend stays as it is. */
export function copyMondayToWeekdays(weekly: SpanFields[]): SpanFields[] {
  const monday = weekly.filter((s) => s.weekday === 1);
  const kept = weekly.filter((s) => !WEEKDAYS_AFTER_MONDAY.includes(s.weekday));
  return [...kept, ...WEEKDAYS_AFTER_MONDAY.flatMap((weekday) => monday.map((s) => ({ ...s, weekday })))].sort(inWeekOrder);
}

const weekdaysOf = (spans: { start: string; end: string; location: AppointmentLocation }[]): SpanFields[] =>
  [1, 2, 3, 4, 5].flatMap((weekday) => spans.map((s) => ({ weekday, ...s })));

/** Common weeks to start from. */
export const weekPresets: { label: string; weekly: SpanFields[] }[] = [
  { label: 'Weekdays 9–5', weekly: weekdaysOf([{ start: '09:00', end: '17:00', location: 'office' }]) },
  {
    label: 'Weekdays 9–5 with a lunch hour',
    weekly: weekdaysOf([
      { start: '09:00', end: '12:00', location: 'office' },
      { start: '13:00', end: '17:00', location: 'office' },
    ]),
  },
  {
    label: 'Office mornings, telehealth afternoons',
    weekly: weekdaysOf([
      { start: '09:00', end: '12:00', location: 'office' },
      { start: '13:00', end: '17:00', location: 'telehealth' },
    ]),
  },
  { label: 'Clear the week', weekly: [] },
];

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A new span for a day: 9–5 on an empty day, else the hours after its last span (as far as the day allows). */
export function nextSpan(weekday: number, daySpans: SpanFields[]): SpanFields {
  const last = daySpans
    .map((s) => s.end)
    .sort()
    .at(-1);
  if (!last || !/^\d\d:\d\d$/.test(last)) return { weekday, start: '09:00', end: '17:00', location: 'office' };
  const start = Math.min(toMinutes(last) + 60, 22 * 60);
  return { weekday, start: toTime(start), end: toTime(Math.min(start + 3 * 60, 23 * 60 + 59)), location: daySpans.at(-1)?.location ?? 'office' };
}

/** Buffer choices; a stored value outside them is offered too. */
export function bufferChoices(current: number): number[] {
  return [...new Set([0, 5, 10, 15, 20, 30, 45, 60, current])].sort((a, b) => a - b);
}

/**
 * Time off as typed: date-times on the clinician's clock (datetime-local), read in their zone,
 * then checked by the contract (at most a year).
 */
export const timeOffFormSchema = (timeZone: string) =>
  z
    .object({ starts_at: z.string(), ends_at: z.string(), reason: z.string() })
    .superRefine((value, ctx) => {
      const starts = fromWallClock(value.starts_at, timeZone);
      const ends = fromWallClock(value.ends_at, timeZone);
      if (!starts) ctx.addIssue({ code: 'custom', path: ['starts_at'], message: 'Enter the date and time it starts' });
      if (!ends) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'Enter the date and time it ends' });
      else if (starts && Date.parse(ends) <= Date.parse(starts)) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'Must end after it starts' });
    })
    .transform((value): CreateTimeOffRequest => ({
      starts_at: fromWallClock(value.starts_at, timeZone)!,
      ends_at: fromWallClock(value.ends_at, timeZone)!,
      reason: value.reason.trim() || null,
    }))
    .pipe(createTimeOffRequestSchema);
export type TimeOffFormFields = z.input<ReturnType<typeof timeOffFormSchema>>;
export type TimeOffFormValues = z.output<ReturnType<typeof timeOffFormSchema>>;
