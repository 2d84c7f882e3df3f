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
import { useTheme } from '@mui/material/styles';
import type { CalendarAppointment } from '@tend/contracts/calendar.contract';
import { statusColor } from './appointment-details';

export const calendarViews = {
  day: 'timeGridDay',
  week: 'timeGridWeek',
  month: 'dayGridMonth',
  agenda: 'listWeek',
} as const;
export type CalendarView = keyof typeof calendarViews;

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

/** FullCalendar (MIT views) in the user's zone, with the app's palette in light and dark mode. */
export function CalendarBoard({ calendarRef, view, date, timeZone, appointments, working, providerIds, onRange, onSlot, onOpen, onMove }: CalendarBoardProps) {
  const theme = useTheme();
  // CSS variables (the app switches light and dark by class), so the colours follow the scheme.
  const palette = (theme.vars ?? theme).palette;
  const several = providerIds.length > 1;

  const events = useMemo<EventInput[]>(() => {
    const visits = appointments.map((a): EventInput => {
      const cancelled = a.status === 'cancelled' || a.status === 'late_cancelled';
      const hue = several ? clinicianHues[Math.max(0, providerIds.indexOf(a.provider_id)) % clinicianHues.length] : undefined;
      const tone = statusColor[a.status];
      const color = hue ?? (tone === 'default' ? palette.grey[600] : palette[tone].main);
      const contrast = hue || tone === 'default' ? '#fff' : palette[tone].contrastText;
      return {
        id: a.id,
        title: several ? `${a.client_name} · ${a.provider_name}` : a.client_name,
        start: a.start,
        end: a.end,
        editable: a.status === 'scheduled',
        color,
        contrastColor: contrast,
        className: cancelled ? 'tend-cancelled' : undefined,
        extendedProps: { visit: a },
      };
    });
    const shading = working
      ? working.map((w): EventInput => ({ groupId: 'working', start: w.start, end: w.end, display: 'inverse-background', color: palette.action.disabled }))
      : [];
    return [...visits, ...shading];
  }, [appointments, working, several, providerIds, palette]);

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
        slotMinTime="07:00:00"
        slotMaxTime="21:00:00"
        scrollTime="08:00:00"
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
