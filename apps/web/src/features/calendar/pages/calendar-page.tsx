import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CalendarRef, DatesSetInfo } from '@fullcalendar/react';
import Add from '@mui/icons-material/Add';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { CalendarAppointment } from '@tend/contracts/calendar.contract';
import { actingRole } from '@tend/contracts/permissions';
import { Temporal } from 'temporal-polyfill';
import { messageOf } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/me-query';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { PageFrame } from '@/components/page-frame';
import { useAssistantPageContext } from '@/features/assistant';
import { useAppointments, type CalendarRange } from '../api/appointments';
import { useAvailability } from '../api/work-schedule-availability';
import { AppointmentDetails } from '../components/appointment-details';
import { AppointmentRequestsPanel } from '../components/appointment-requests-panel';
import { AppointmentDialog } from '../components/appointment-dialog';
import { CalendarBoard, visitKinds, calendarViews, type CalendarView } from '../components/calendar-board';
import { MoveDialog } from '../components/move-dialog';
import { useClinicians } from '@/features/clients';

const viewLabels: Record<CalendarView, string> = { day: 'Day', week: 'Week', month: 'Month', agenda: 'Agenda' };
const isView = (value: string | null): value is CalendarView => !!value && value in calendarViews;

type Open =
  | { kind: 'new'; start?: Date; end?: Date }
  | { kind: 'details'; visit: CalendarAppointment }
  | { kind: 'edit'; visit: CalendarAppointment }
  | { kind: 'move'; visit: CalendarAppointment; start: Date; end: Date; revert: () => void }
  | null;

/**
 * /calendar: day, week, month and agenda views of the clinician's calendar (admins and
 * supervisors: of several clinicians). Click a slot to book, drag to move or resize, click a visit
 * for its status and changes. View, date and clinicians live in the URL.
 */
export default function CalendarPage() {
  const user = useCurrentUser();
  const timeZone = useTimeZone();
  const [params, setParams] = useSearchParams();
  const calendarRef = useRef<CalendarRef>(null);
  const [range, setRange] = useState<{ from: string; to: string; title: string } | null>(null);
  const [open, setOpen] = useState<Open>(null);

  const view = isView(params.get('view')) ? (params.get('view') as CalendarView) : 'week';
  const today = Temporal.Now.plainDateISO(timeZone).toString();
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date')! : today;
  const seesOthers = !!user && ['admin', 'supervisor'].includes(actingRole(user));
  const clinicians = useClinicians({ enabled: seesOthers });
  const clinicianOptions = (clinicians.data ?? []).map((c) => ({ id: c.uuid, name: c.name }));
  const chosen = (params.get('clinicians') ?? '').split(',').filter(Boolean);
  const providerIds = chosen.length ? chosen : user ? [user.uuid] : [];

  // "Who's next?" asked beside the calendar means the day in view; an open visit is the selection.
  const selected = open && open.kind !== 'new' ? [open.visit.id] : [];
  useAssistantPageContext({
    page_type: 'calendar',
    selected_date: date,
    view_mode: view,
    selections: selected,
    editing: open?.kind === 'edit' || open?.kind === 'new',
  });

  const query: CalendarRange | null = range && user ? { from: range.from, to: range.to, providerIds: chosen } : null;
  const appointments = useAppointments(query);
  const single = providerIds.length === 1 ? providerIds[0] : undefined;
  const availability = useAvailability(
    { provider_id: single === user?.uuid ? undefined : single, from: range?.from ?? '', to: range?.to ?? '' },
    { enabled: !!range && !!single && view !== 'agenda' && view !== 'month' },
  );

  const setParam = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value) next.set(key, value);
          else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const api = () => calendarRef.current?.getApi();
  // The day the calendar shows, written into the address after rendering: FullCalendar reports its
  // first range while it renders, and navigating then is a React Router warning (and a lost update).
  const [shown, setShown] = useState<string | null>(null);
  function onRange(info: DatesSetInfo) {
    setRange({ from: info.start.toISOString(), to: info.end.toISOString(), title: info.view.title });
    setShown(
      Temporal.Instant.fromEpochMilliseconds(api()?.getDate().getTime() ?? info.start.getTime())
        .toZonedDateTimeISO(timeZone)
        .toPlainDate()
        .toString(),
    );
  }
  useEffect(() => {
    if (shown && shown !== date) setParam({ date: shown === today ? null : shown });
    // Only a new range moves the address; the address moving the calendar is its initial date.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);
  function changeView(next: CalendarView) {
    api()?.changeView(calendarViews[next]);
    setParam({ view: next === 'week' ? null : next });
  }

  return (
    <PageFrame
      title="Calendar"
      description={`Sessions by day, week and month · times in ${timeZone}`}
      actions={
        <Button variant="contained" startIcon={<Add />} onClick={() => setOpen({ kind: 'new' })}>
          New appointment
        </Button>
      }
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <IconButton aria-label="Previous" onClick={() => api()?.prev()} size="small">
          <ChevronLeft />
        </IconButton>
        <Button size="small" variant="outlined" onClick={() => api()?.today()}>
          Today
        </Button>
        <IconButton aria-label="Next" onClick={() => api()?.next()} size="small">
          <ChevronRight />
        </IconButton>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1, minWidth: 160 }} aria-live="polite">
          {range?.title ?? ''}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, next: CalendarView | null) => next && changeView(next)}
          aria-label="Calendar view"
        >
          {(Object.keys(viewLabels) as CalendarView[]).map((v) => (
            <ToggleButton key={v} value={v} sx={{ px: 1.5 }}>
              {viewLabels[v]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {seesOthers && (
        <Autocomplete
          multiple
          size="small"
          sx={{ mb: 1.5, maxWidth: 640 }}
          options={clinicianOptions}
          value={clinicianOptions.filter((c) => chosen.includes(c.id))}
          onChange={(_event, picked) => setParam({ clinicians: picked.map((c) => c.id).join(',') || null })}
          getOptionLabel={(c) => c.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(props) => <TextField {...props} label="Clinicians" placeholder={chosen.length ? '' : 'My calendar'} />}
        />
      )}
      <AppointmentRequestsPanel timeZone={timeZone} />
      {appointments.isError && <Alert severity="error">Appointments could not be loaded: {messageOf(appointments.error)}</Alert>}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {appointments.isFetching && <LinearProgress sx={{ height: 2 }} />}
        <CalendarBoard
          calendarRef={calendarRef}
          view={view}
          date={date}
          timeZone={timeZone}
          appointments={appointments.data?.appointments ?? []}
          working={availability.data && availability.data.working.length ? availability.data.working : null}
          providerIds={providerIds}
          onRange={onRange}
          onSlot={(start, end) => setOpen({ kind: 'new', start, end })}
          onOpen={(visit) => setOpen({ kind: 'details', visit })}
          onMove={(visit, start, end, revert) => setOpen({ kind: 'move', visit, start, end, revert })}
        />
      </Paper>
      <CalendarLegend byClinician={providerIds.length > 1} />

      {open?.kind === 'new' && (
        <AppointmentDialog
          start={open.start}
          end={open.end}
          clinicians={seesOthers ? clinicianOptions : []}
          timeZone={timeZone}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'edit' && (
        <AppointmentDialog visit={open.visit} clinicians={seesOthers ? clinicianOptions : []} timeZone={timeZone} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'details' && (
        // The visit as last loaded, so a status change shows in the open details (its next steps, the Billing link).
        <AppointmentDetails
          visit={appointments.data?.appointments.find((a) => a.id === open.visit.id) ?? open.visit}
          timeZone={timeZone}
          onEdit={() => setOpen({ kind: 'edit', visit: open.visit })}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'move' && <MoveDialog move={open} timeZone={timeZone} onClose={() => setOpen(null)} />}
    </PageFrame>
  );
}

/** What the colours and marks mean: kinds of visit (or clinicians, side by side), and the statuses. */
function CalendarLegend({ byClinician }: { byClinician: boolean }) {
  return (
    <Stack
      direction="row"
      component="ul"
      aria-label="Calendar legend"
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, gap: 1.5, flexWrap: 'wrap', alignItems: 'center', color: 'text.secondary', typography: 'caption' }}
    >
      {!byClinician &&
        visitKinds.map((kind) => (
          <Stack key={kind.key} component="li" direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
            <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: kind.hue }} />
            {kind.label}
          </Stack>
        ))}
      {byClinician && <li>Each clinician has a colour</li>}
      <li>✓ completed</li>
      <li>Grey, struck through: cancelled, late cancel or no-show</li>
    </Stack>
  );
}
