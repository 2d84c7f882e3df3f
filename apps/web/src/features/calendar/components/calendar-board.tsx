import { useMemo, type Ref } from 'react';
import FullCalendar, { type CalendarRef, type DatesSetInfo, type EventInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import classicTheme from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import Box from '@mui/material/Box';
import { Temporal } from 'temporal-polyfill';
import { useTheme } from '@mui/material/styles';
import type { CalendarAppointment } from '@tend/contracts/calendar.contract';

export const calendarViews = {
  day: 'timeGridDay',
  week: 'timeGridWeek',
  month: 'dayGridMonth',
  agenda: 'listWeek',
} as const;
export type CalendarView = keyof typeof calendarViews;

/**
 * The kind of visit, by its service code, and its colour: a clinician reads the shape of a day
 * (intakes, individual, family, group) at a glance; the legend under the calendar names them.
 */
export const visitKinds = [
  { key: 'intake', label: 'Intake', hue: '#7c3aed', codes: ['90791', '90792'] },
  { key: 'individual', label: 'Individual', hue: '#2563eb', codes: ['90832', '90834', '90837', '90839'] },
  { key: 'family', label: 'Family or couples', hue: '#0f766e', codes: ['90846', '90847'] },
  { key: 'group', label: 'Group', hue: '#b45309', codes: ['90853'] },
  { key: 'other', label: 'Other', hue: '#475569', codes: [] as string[] },
] as const;

export function visitKindOf(serviceCode: string | null): (typeof visitKinds)[number] {
  return visitKinds.find((k) => serviceCode && (k.codes as readonly string[]).includes(serviceCode)) ?? visitKinds[visitKinds.length - 1]!;
}

/** What a visit's title starts with when its status is not simply booked. */
export const statusMarks: Partial<Record<CalendarAppointment['status'], string>> = {
  arrived: 'Arrived · ',
  completed: '✓ ',
  cancelled: 'Cancelled · ',
  late_cancelled: 'Late cancel · ',
  no_show: 'No-show · ',
};

/** Distinct hues for clinicians side by side (the multi-clinician view). */
const clinicianHues = ['#2563eb', '#0d9488', '#9333ea', '#c2410c', '#be185d', '#4d7c0f', '#0369a1', '#a16207'];

export interface CalendarBoardProps {
  calendarRef: Ref<CalendarRef>;
  view: CalendarView;
  date: string;
  timeZone: string;
  appointments: CalendarAppointment[];
  /** Working hours as instants: time outside them is shaded (one clinician's calendar only). */
  working: { start: string; end: string }[] | null;
  /** Clinicians shown, in order: with more than one, each has its colour. */
  providerIds: string[];
  onRange: (info: DatesSetInfo) => void;
  onSlot: (start: Date, end: Date) => void;
  onOpen: (visit: CalendarAppointment) => void;
  onMove: (visit: CalendarAppointment, start: Date, end: Date, revert: () => void) => void;
}

const hourOf = (instant: string, timeZone: string, roundUp: boolean) => {
  const t = Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone);
  return t.hour + (roundUp && (t.minute > 0 || t.second > 0) ? 1 : 0);
};
const asTime = (hour: number) => `${String(hour).padStart(2, '0')}:00:00`;

/**
 * The hours the day and week views show: the clinician's working hours (an hour either side), widened
 * to any visit booked outside them; 8 am to 6 pm when the hours are not known. A whole working day then
 * fits on a laptop's screen instead of 7 am to 9 pm in a scrolling page.
 */
export function shownHours(
  working: { start: string; end: string }[] | null,
  appointments: CalendarAppointment[],
  timeZone: string,
): { min: string; max: string } {
  const spans = [...(working ?? []), ...appointments];
  if (spans.length === 0) return { min: asTime(8), max: asTime(18) };
  let min = working?.length ? 24 : 8;
  let max = working?.length ? 0 : 18;
  for (const span of spans) {
    const start = hourOf(span.start, timeZone, false);
    const end = hourOf(span.end, timeZone, true);
    // A span over midnight (or a whole day) shows the whole day.
    if (end <= start) return { min: asTime(0), max: asTime(24) };
    min = Math.min(min, start);
    max = Math.max(max, end);
  }
  return { min: asTime(Math.max(0, min - (working?.length ? 1 : 0))), max: asTime(Math.min(24, max + (working?.length ? 1 : 0))) };
}

/** FullCalendar (MIT views) in the user's zone, with the app's palette in light and dark mode. */
export function CalendarBoard({ calendarRef, view, date, timeZone, appointments, working, providerIds, onRange, onSlot, onOpen, onMove }: CalendarBoardProps) {
  const theme = useTheme();
  // CSS variables (the app switches light and dark by class), so the colours follow the scheme.
  const palette = (theme.vars ?? theme).palette;
  const several = providerIds.length > 1;

  const events = useMemo<EventInput[]>(() => {
    const visits = appointments.map((a): EventInput => {
      // A visit that did not happen is grey and struck through, whoever and whatever it was.
      const missed = a.status === 'cancelled' || a.status === 'late_cancelled' || a.status === 'no_show';
      const hue = several ? clinicianHues[Math.max(0, providerIds.indexOf(a.provider_id)) % clinicianHues.length] : visitKindOf(a.service_code).hue;
      const color = missed ? palette.grey[600] : hue;
      const contrast = '#fff';
      const who = several ? `${a.client_name} · ${a.provider_name}` : a.client_name;
      return {
        id: a.id,
        title: `${statusMarks[a.status] ?? ''}${who}`,
        start: a.start,
        end: a.end,
        editable: a.status === 'scheduled',
        color,
        contrastColor: contrast,
        className: missed ? 'tend-cancelled' : undefined,
        extendedProps: { visit: a },
      };
    });
    const shading = working
      ? working.map((w): EventInput => ({ groupId: 'working', start: w.start, end: w.end, display: 'inverse-background', color: palette.action.disabled }))
      : [];
    return [...visits, ...shading];
  }, [appointments, working, several, providerIds, palette]);

  const hours = useMemo(() => shownHours(working, appointments, timeZone), [working, appointments, timeZone]);

  return (
    <Box
      sx={{
        // The classic theme reads these: the app's palette, so dark mode is dark here too.
        '--fc-classic-background': palette.background.paper,
        '--fc-classic-foreground': palette.text.primary,
        '--fc-classic-muted-foreground': palette.text.secondary,
        '--fc-classic-faint-foreground': palette.text.disabled,
        '--fc-classic-border': palette.divider,
        '--fc-classic-strong-border': palette.divider,
        '--fc-classic-primary': palette.primary.main,
        '--fc-classic-today': palette.action.hover,
        '--fc-classic-highlight': palette.action.selected,
        '--fc-classic-faint': palette.action.hover,
        '--fc-classic-muted': palette.action.selected,
        '--fc-classic-now': palette.error.main,
        '--fc-classic-background-event-opacity': '35%',
        fontSize: 13,
        // Struck through, not faded: faded text would fall below 4.5:1.
        '& .tend-cancelled': { textDecoration: 'line-through' },
      }}
    >
      <FullCalendar
        ref={calendarRef}
        plugins={[timeGridPlugin, dayGridPlugin, listPlugin, interactionPlugin, classicTheme]}
        initialView={calendarViews[view]}
        initialDate={date}
        timeZone={timeZone}
        headerToolbar={false}
        height="auto"
        nowIndicator
        allDaySlot={false}
        slotMinTime={hours.min}
        slotMaxTime={hours.max}
        scrollTime={hours.min}
        slotDuration="00:30:00"
        snapDuration="00:05:00"
        firstDay={1}
        selectable
        selectMirror
        editable
        eventOverlap
        dayMaxEvents
        events={events}
        datesSet={onRange}
        select={(info) => {
          onSlot(info.start, info.end);
          info.view.calendar.unselect();
        }}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          const visit = info.event.extendedProps.visit as CalendarAppointment | undefined;
          if (visit) onOpen(visit);
        }}
        eventDrop={(info) => onMove(info.event.extendedProps.visit as CalendarAppointment, info.event.start!, info.event.end!, info.revert)}
        eventResize={(info) => onMove(info.event.extendedProps.visit as CalendarAppointment, info.event.start!, info.event.end!, info.revert)}
      />
    </Box>
  );
}
