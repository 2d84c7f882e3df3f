import { z } from 'zod';
import { appointmentLocations, type CalendarAppointment, type CreateAppointmentRequest, type SeriesScope } from '@tend/contracts/calendar.contract';
import { fromWallClock, toWallClock } from '@/lib/time/dates';

export const repeatChoices = [
  { value: 'none', label: 'Does not repeat', rule: null },
  { value: 'weekly', label: 'Every week', rule: 'FREQ=WEEKLY' },
  { value: 'biweekly', label: 'Every other week', rule: 'FREQ=WEEKLY;INTERVAL=2' },
  { value: 'monthly', label: 'Every month', rule: 'FREQ=MONTHLY' },
] as const;
type Repeat = (typeof repeatChoices)[number]['value'];

export const appointmentFormSchema = z
  .object({
    client_id: z.string().min(1, 'Choose a client'),
    /** '' books on the caller's own calendar. */
    provider_id: z.string(),
    type_id: z.string(),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date'),
    time: z.string().regex(/^\d{2}:\d{2}$/, 'Enter a start time'),
    duration_minutes: z.number({ error: 'Enter the length in minutes' }).int('Whole minutes').min(5, 'At least 5 minutes').max(480, 'At most 8 hours'),
    location: z.enum(appointmentLocations),
    telehealth_url: z.string().trim(),
    repeat: z.enum(repeatChoices.map((c) => c.value) as [Repeat, ...Repeat[]]),
    ends: z.enum(['count', 'until', 'never']),
    count: z.number({ error: 'Enter how many visits' }).int().min(2, 'At least 2 visits').max(260, 'At most 260 visits'),
    until: z.string(),
    scope: z.enum(['this', 'following', 'all']),
  })
  .superRefine((v, ctx) => {
    if (v.location === 'telehealth' && v.telehealth_url && !/^https:\/\/\S+$/.test(v.telehealth_url))
      ctx.addIssue({ code: 'custom', path: ['telehealth_url'], message: 'Enter an https:// link' });
    if (v.repeat !== 'none' && v.ends === 'until' && !/^\d{4}-\d{2}-\d{2}$/.test(v.until))
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'Enter the last date' });
    if (v.repeat !== 'none' && v.ends === 'until' && v.until < v.date)
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'Must be on or after the first visit' });
  });
export type AppointmentFormValues = z.infer<typeof appointmentFormSchema>;

/** A new visit at the slot clicked (or the next hour), or the visit being edited, as the form shows it. */
export function appointmentFormDefaults(
  { start, end, visit, clientId }: { start?: Date; end?: Date; visit?: CalendarAppointment; clientId?: string },
  timeZone: string,
): AppointmentFormValues {
  const from = visit ? new Date(visit.start) : (start ?? new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000));
  const to = visit ? new Date(visit.end) : (end ?? new Date(from.getTime() + 53 * 60_000));
  const [date, time] = toWallClock(from, timeZone).split('T') as [string, string];
  return {
    client_id: visit?.client_id ?? clientId ?? '',
    provider_id: visit?.provider_id ?? '',
    type_id: visit?.type_id ?? '',
    date,
    time,
    duration_minutes: Math.round((to.getTime() - from.getTime()) / 60_000),
    location: visit?.location ?? 'office',
    telehealth_url: visit?.telehealth_url ?? '',
    repeat: 'none',
    ends: 'count',
    count: 10,
    until: '',
    scope: 'this' satisfies SeriesScope,
  };
}

/** The visit's start and end as instants (the wall-clock date and time read in the zone). */
export function visitTimes(values: Pick<AppointmentFormValues, 'date' | 'time' | 'duration_minutes'>, timeZone: string) {
  const start = fromWallClock(`${values.date}T${values.time}`, timeZone)!;
  return { start, end: new Date(Date.parse(start) + values.duration_minutes * 60_000).toISOString() };
}

/** The RRULE the repeat choices make, e.g. FREQ=WEEKLY;INTERVAL=2;COUNT=10. */
export function recurrenceRule(values: Pick<AppointmentFormValues, 'repeat' | 'ends' | 'count' | 'until'>): string | null {
  const base = repeatChoices.find((c) => c.value === values.repeat)?.rule;
  if (!base) return null;
  if (values.ends === 'count') return `${base};COUNT=${values.count}`;
  if (values.ends === 'until') return `${base};UNTIL=${values.until.replaceAll('-', '')}`;
  return base;
}

export function toBookingRequest(values: AppointmentFormValues, timeZone: string): CreateAppointmentRequest {
  const rule = recurrenceRule(values);
  return {
    client_id: values.client_id,
    ...(values.provider_id ? { provider_id: values.provider_id } : {}),
    type_id: values.type_id || null,
    ...visitTimes(values, timeZone),
    location: values.location,
    telehealth_url: values.location === 'telehealth' && values.telehealth_url ? values.telehealth_url : null,
    ...(rule ? { recurrence: { rule, time_zone: timeZone } } : {}),
  };
}
