import { useState } from 'react';
import { Link } from 'react-router';
import EventAvailable from '@mui/icons-material/EventAvailableOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { appointmentConflictSchema, type AppointmentConflicts } from '@tend/contracts/calendar.contract';
import { dateInZone } from '@tend/contracts/calendar-days';
import { errorCodes } from '@tend/contracts/errors';
import { RouterLink } from '@/components/router-link';
import { isApiError, messageOf } from '@/lib/api-error';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { toast } from '@/lib/toast';
import { useBookAppointment } from '../api/book-appointment';
import { proposalFor, settleProposal, useProposalsVersion } from '../state/proposals';

/** Why the booking did not go through: another visit then, outside working hours (both can be booked anyway), or an error. */
type Refusal = { kind: 'conflict'; conflicts: AppointmentConflicts['conflicts'] } | { kind: 'outside'; message: string } | { kind: 'error'; message: string };
interface Allowed {
  conflict: boolean;
  outside: boolean;
}

function refusalOf(error: unknown): Refusal {
  if (isApiError(error) && error.status === 409 && error.code === errorCodes.appointmentConflict) {
    const details = appointmentConflictSchema.safeParse(error.details);
    return { kind: 'conflict', conflicts: details.success ? details.data.conflicts : [] };
  }
  if (isApiError(error) && error.status === 409 && error.code === errorCodes.outsideWorkingHours) return { kind: 'outside', message: error.message };
  return { kind: 'error', message: messageOf(error) };
}

/**
 * A booking the assistant proposed (spec: the assistant never writes on its own). Confirm books it
 * through POST /api/appointments; a clash or a time outside working hours is shown and may be
 * booked anyway; Change opens the calendar on that day; Dismiss sets it aside.
 */
export function ProposalCard({ messageId }: { messageId: string }) {
  useProposalsVersion();
  const timeZone = useTimeZone();
  const booking = useBookAppointment();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [allowed, setAllowed] = useState<Allowed>({ conflict: false, outside: false });
  const entry = proposalFor(messageId);
  if (!entry) return null;
  const { proposal: p, outcome } = entry;

  const time = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { timeZone, hour: 'numeric', minute: '2-digit' });
  const day = new Date(p.start).toLocaleDateString(undefined, { timeZone, weekday: 'short', day: 'numeric', month: 'short' });
  const minutes = Math.round((Date.parse(p.end) - Date.parse(p.start)) / 60_000);
  const when = `${day}, ${time(p.start)}–${time(p.end)}`;
  const calendarLink = `/calendar?date=${dateInZone(new Date(p.start), timeZone).toString()}`;

  const confirm = (allow: Allowed) => {
    setAllowed(allow);
    setRefusal(null);
    booking.mutate(
      {
        client_id: p.client_id,
        type_id: p.type_id,
        start: p.start,
        end: p.end,
        location: p.location,
        allow_conflict: allow.conflict,
        allow_outside_hours: allow.outside,
      },
      {
        onSuccess: (written) => {
          settleProposal(messageId, { state: 'booked', appointmentId: written.appointments[0]?.id ?? null });
          toast('Appointment booked', 'success');
        },
        onError: (error) => setRefusal(refusalOf(error)),
      },
    );
  };

  if (outcome.state === 'dismissed') {
    return (
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        Proposed appointment dismissed.
      </Typography>
    );
  }

  return (
    <Paper variant="outlined" role="group" aria-label="Proposed appointment" sx={{ mt: 1, p: 1.5, borderRadius: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <EventAvailable fontSize="small" color={outcome.state === 'booked' ? 'success' : 'primary'} sx={{ mt: 0.25 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
            {outcome.state === 'booked' ? 'Booked: ' : ''}
            {p.client_name}
          </Typography>
          <Typography variant="body2">
            {when} · {minutes} min
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[p.type_name, p.location === 'telehealth' ? 'Telehealth' : 'Office'].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
      </Stack>

      {outcome.state === 'open' && p.conflicts.length > 0 && !refusal && (
        <Alert severity="warning" sx={{ mt: 1, py: 0 }}>
          Overlaps {p.conflicts.map((c) => `${time(c.start)}–${time(c.end)} (${c.client_initials})`).join(', ')}
        </Alert>
      )}
      {outcome.state === 'open' && p.outside_working_hours && !refusal && (
        <Alert severity="info" sx={{ mt: 1, py: 0 }}>
          Outside your working hours
        </Alert>
      )}
      {refusal && (
        <Alert severity={refusal.kind === 'error' ? 'error' : 'warning'} sx={{ mt: 1 }} data-testid="proposal-refusal">
          {refusal.kind === 'conflict'
            ? `You already have an appointment then: ${refusal.conflicts.map((c) => `${time(c.start)}–${time(c.end)} (${c.client_initials})`).join(', ') || 'another visit'}.`
            : refusal.message}
        </Alert>
      )}

      {outcome.state === 'booked' ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
          <RouterLink to={`/clients/${p.client_id}`} variant="body2">
            Open client
          </RouterLink>
          <RouterLink to={calendarLink} variant="body2">
            Open calendar
          </RouterLink>
        </Stack>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          {refusal && refusal.kind !== 'error' ? (
            <Button
              size="small"
              variant="contained"
              color="warning"
              disabled={booking.isPending}
              onClick={() => confirm({ conflict: allowed.conflict || refusal.kind === 'conflict', outside: allowed.outside || refusal.kind === 'outside' })}
            >
              Book anyway
            </Button>
          ) : (
            <Button size="small" variant="contained" disabled={booking.isPending} onClick={() => confirm(allowed)}>
              {booking.isPending ? 'Booking…' : 'Confirm'}
            </Button>
          )}
          <Button size="small" component={Link} to={calendarLink}>
            Change
          </Button>
          <Button size="small" color="inherit" disabled={booking.isPending} onClick={() => settleProposal(messageId, { state: 'dismissed' })}>
            Dismiss
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
