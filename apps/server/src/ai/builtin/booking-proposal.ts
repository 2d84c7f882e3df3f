import type { AppointmentProposal, Option } from '@tend/contracts/assistant.contract';
import { dateInZone, dayRange } from '@tend/contracts/calendar-days';
import { Temporal } from 'temporal-polyfill';
import { emptyReply, type EngineInput, type EngineReply } from '../engine';
import { formatDay, formatTime } from '../time';
import type { BookingRequest } from './intents';
import { clockText, resolveDay, type ClockTime } from './when';

/*
 * "book Maya next Tuesday at 3": the client among the caller's own, the day and time in the
 * clinician's zone, the client's usual type and length, and what it would overlap — answered as a
 * proposal the clinician confirms in the panel. Nothing here writes: the booking is theirs to make.
 */

/** When neither the request nor an appointment type says how long. */
const defaultMinutes = 50;
const slotChips = 4;

const normalise = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' -]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The clients a name as written can mean: each one with that full, first, last or preferred name. */
export function clientsCalled<C extends { names: string[] }>(directory: C[], name: string): C[] {
  const wanted = normalise(name);
  return directory.filter((c) => c.names.some((n) => normalise(n) === wanted));
}

const clockAt = (at: Date, timeZone: string): ClockTime => {
  const t = Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone);
  return { hour: t.hour, minute: t.minute };
};

/** The request spelled out in full: what a chip sends, and reads back to exactly this booking. */
function bookingText(name: string, date: Temporal.PlainDate | null, time: ClockTime | null, request: BookingRequest, minutes = request.minutes): string {
  return [
    'book',
    name,
    date && `on ${date.toString()}`,
    time && `at ${clockText(time)}`,
    minutes && `for ${minutes} minutes`,
    request.location === 'telehealth' && 'by telehealth',
  ]
    .filter(Boolean)
    .join(' ');
}

async function findClient(request: BookingRequest, input: EngineInput, date: Temporal.PlainDate | null) {
  if (request.name === null) {
    const inView = input.page?.currentPatient ?? input.patient;
    return inView ? { client: inView } : { reply: emptyReply('Which client should I book? Say their name, for example “book Maya next Tuesday at 3”.') };
  }
  const matches = clientsCalled(await input.data.clientDirectory(), request.name);
  if (matches.length === 1) return { client: matches[0]! };
  if (matches.length === 0) {
    return {
      reply: emptyReply(
        `I could not find a client called “${request.name}” among your clients, so I have not proposed anything. Check the name, or book from the calendar.`,
      ),
    };
  }
  const options: Option[] = matches.slice(0, 6).map((c) => ({ label: c.name, value: bookingText(c.name, date, request.time, request) }));
  return { reply: { ...emptyReply(`More than one of your clients is called “${request.name}”. Which one did you mean?`), options } };
}

export async function proposeBooking(request: BookingRequest, input: EngineInput): Promise<EngineReply> {
  const { data, now, timeZone } = input;
  const date = request.day ? resolveDay(request.day, dateInZone(now, timeZone)) : null;
  if (request.day && !date) return emptyReply('That date does not exist. Which day did you mean?');
  const found = await findClient(request, input, date);
  if (!found.client) return found.reply;
  const client = found.client;
  if (!date) return emptyReply(`Which day should I book ${client.name}? For example “book ${client.name} next Tuesday at 3”.`);

  const defaults = await data.bookingDefaults(client.id, request.minutes);
  const minutes = request.minutes ?? defaults.type?.durationMinutes ?? defaultMinutes;
  if (minutes < 5 || minutes > 480) return emptyReply('A visit can last from 5 minutes to 8 hours. How long should it be?');
  const day = formatDay(dayRange(date, timeZone).start, timeZone);

  if (!request.time) {
    const { start, end } = dayRange(date, timeZone);
    const slots = end > now ? await data.openSlots(start > now ? start : now, end, minutes) : [];
    const options = (slots ?? [])
      .slice(0, slotChips)
      .map((s) => ({ label: formatTime(s.start, timeZone), value: bookingText(client.name, date, clockAt(s.start, timeZone), request, minutes) }));
    const offer = slots === null ? '' : options.length > 0 ? ' These times are open:' : ' Your working hours have no open time left that day.';
    return { ...emptyReply(`What time on ${day} should I book ${client.name}?${offer}`), options };
  }

  const zoned = date.toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(request.time) });
  const start = new Date(zoned.epochMilliseconds);
  const end = new Date(start.getTime() + minutes * 60_000);
  if (start <= now) return emptyReply(`${day} at ${formatTime(start, timeZone)} has already passed. Which day and time should I book ${client.name}?`);

  const [conflicts, outside] = await Promise.all([data.calendarConflicts(start, end), data.outsideWorkingHours(start, end)]);
  const location = request.location ?? defaults.location;
  const proposal: AppointmentProposal = {
    kind: 'appointment',
    client_id: client.id,
    client_name: client.name,
    start: start.toISOString(),
    end: end.toISOString(),
    time_zone: timeZone,
    type_id: defaults.type?.id ?? null,
    type_name: defaults.type?.name ?? null,
    location,
    conflicts: conflicts.slice(0, 20),
    outside_working_hours: outside,
  };
  const what = [`${minutes} min`, defaults.type?.name, location === 'telehealth' ? 'telehealth' : 'in the office'].filter(Boolean).join(', ');
  const overlaps = conflicts.map((c) => `${formatTime(new Date(c.start), timeZone)}–${formatTime(new Date(c.end), timeZone)} (${c.client_initials})`);
  const text = [
    `Proposed, not booked yet: ${client.name} on ${day}, ${formatTime(start, timeZone)}–${formatTime(end, timeZone)} (${what}).`,
    ...(overlaps.length > 0 ? [`It overlaps another appointment: ${overlaps.join(', ')}.`] : []),
    ...(outside ? ['It is outside your working hours.'] : []),
    'Confirm to book it, or change it on the calendar.',
  ].join('\n\n');
  return { ...emptyReply(text), proposal };
}
