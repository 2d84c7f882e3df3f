import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { appointmentStatusLabels, type CalendarAppointment } from '@tend/contracts/calendar.contract';
import type { AppointmentStatus } from '@tend/contracts/clients.contract';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { RouterLink } from '@/components/router-link';
import { clientBillingPath } from '@/features/payments';
import { formatDateTime } from '@/lib/time/dates';
import { useChangeAppointmentStatus } from '../api/appointments';
import { CancelDialog } from './cancel-dialog';
import { describeRule } from './describe-rule';
import { formatVisitTime } from './visit-time';

/** The next steps a visit's status allows, as the server's workflow does (scheduled → arrived → completed; no-show; undo). */
function nextSteps(visit: CalendarAppointment, now: Date): { status: AppointmentStatus; label: string }[] {
  const started = now >= new Date(visit.start);
  const soon = new Date(visit.start).getTime() - now.getTime() <= 60 * 60_000;
  switch (visit.status) {
    case 'scheduled':
      return [
        ...(soon ? [{ status: 'arrived' as const, label: 'Arrived' }] : []),
        ...(started
          ? [
              { status: 'completed' as const, label: 'Completed' },
              { status: 'no_show' as const, label: 'No-show' },
            ]
          : []),
      ];
    case 'arrived':
      return [
        ...(started ? [{ status: 'completed' as const, label: 'Completed' }] : []),
        { status: 'no_show', label: 'No-show' },
        { status: 'scheduled', label: 'Undo arrival' },
      ];
    case 'completed':
    case 'cancelled':
    case 'late_cancelled':
    case 'no_show':
      return [{ status: 'scheduled', label: 'Reopen' }];
  }
}

/** The statuses that may carry a charge (a completed visit, or a policy fee): their details lead to the client's billing. */
const billed: readonly AppointmentStatus[] = ['completed', 'late_cancelled', 'no_show'];

export const statusColor: Record<AppointmentStatus, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  scheduled: 'info',
  arrived: 'warning',
  completed: 'success',
  cancelled: 'default',
  late_cancelled: 'error',
  no_show: 'error',
};

/** One visit: when, who, where, its series, its status with who/when/why, and what can be done next. */
export function AppointmentDetails({
  visit,
  timeZone,
  onEdit,
  onClose,
}: {
  visit: CalendarAppointment;
  timeZone: string;
  onEdit: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const change = useChangeAppointmentStatus();
  const [cancelling, setCancelling] = useState(false);
  const steps = nextSteps(visit, new Date());
  const open = visit.status === 'scheduled' || visit.status === 'arrived';

  const mark = (status: AppointmentStatus, label: string) =>
    change.mutate({ id: visit.id, change: { status } }, { onSuccess: () => toast(`Marked ${label.toLowerCase()}`, 'success') });

  if (cancelling) return <CancelDialog visit={visit} timeZone={timeZone} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pb: 1 }}>
        <Link component={RouterLink} to={`/clients/${visit.client_id}`} underline="hover" color="inherit">
          {visit.client_name}
        </Link>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip size="small" color={statusColor[visit.status]} label={appointmentStatusLabels[visit.status]} />
            {visit.series_id && <Chip size="small" variant="outlined" label={describeRule(visit.recurrence_rule)} />}
            {visit.detached && <Chip size="small" variant="outlined" label="Changed from series" />}
          </Stack>
          <Typography>{formatVisitTime(visit.start, visit.end, timeZone)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {[visit.type_name, visit.service_code, visit.location === 'telehealth' ? 'Telehealth' : 'Office', visit.provider_name].filter(Boolean).join(' · ')}
          </Typography>
          {visit.location === 'telehealth' && visit.telehealth_url && (
            <Link href={visit.telehealth_url} target="_blank" rel="noopener noreferrer" variant="body2">
              Join video visit
            </Link>
          )}
          {visit.status_changed_at && (
            <Typography variant="body2" color="text.secondary">
              {appointmentStatusLabels[visit.status]}
              {visit.cancelled_by ? ` by the ${visit.cancelled_by}` : ''}
              {visit.status_reason ? ` — “${visit.status_reason}”` : ''} · recorded by {visit.status_changed_by_name ?? 'someone no longer in the practice'}{' '}
              {formatDateTime(visit.status_changed_at, timeZone)}
            </Typography>
          )}
          {billed.includes(visit.status) && (
            <Link component={RouterLink} to={clientBillingPath(visit.client_id)} variant="body2">
              Billing
            </Link>
          )}
          {change.error && <Alert severity="error">{messageOf(change.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {steps.map((s) => (
          <Button
            key={s.status}
            size="small"
            variant={s.status === 'completed' ? 'contained' : 'outlined'}
            onClick={() => mark(s.status, s.label)}
            disabled={change.isPending}
          >
            {s.label}
          </Button>
        ))}
        {open && (
          <Button size="small" color="error" onClick={() => setCancelling(true)}>
            Cancel…
          </Button>
        )}
        {open && (
          <Button size="small" onClick={onEdit}>
            Edit
          </Button>
        )}
        <Button size="small" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
