import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CalendarAppointment, CancelledBy, SeriesScope } from '@tend/contracts/calendar.contract';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useChangeAppointmentStatus } from '../api/appointments';
import { useSchedulingSettings } from '../api/scheduling-settings-get';
import { ScopeChoice } from './scope-choice';
import { formatVisitTime } from './visit-time';

/** True when a cancellation now falls inside the practice's late-cancellation window before the visit. */
export function insideLateWindow(visitStart: string, windowHours: number, now = new Date()): boolean {
  const hoursAhead = (Date.parse(visitStart) - now.getTime()) / 3_600_000;
  return hoursAhead < windowHours;
}

/** Cancel a visit: who cancelled, whether it is late (proposed from the practice's window), why, and for a series how far. */
export function CancelDialog({ visit, timeZone, onClose }: { visit: CalendarAppointment; timeZone: string; onClose: () => void }) {
  const titleId = useId();
  const settings = useSchedulingSettings();
  const change = useChangeAppointmentStatus();
  const [cancelledBy, setCancelledBy] = useState<CancelledBy>('client');
  const [lateChoice, setLateChoice] = useState<boolean | null>(null);
  const [reason, setReason] = useState('');
  const [scope, setScope] = useState<SeriesScope>('this');
  const proposedLate = cancelledBy === 'client' && !!settings.data && insideLateWindow(visit.start, settings.data.late_cancel_window_hours);
  const late = cancelledBy === 'client' && (lateChoice ?? proposedLate);

  function confirm() {
    change.mutate(
      { id: visit.id, change: { status: late ? 'late_cancelled' : 'cancelled', cancelled_by: cancelledBy, reason: reason || undefined, scope } },
      {
        onSuccess: () => {
          toast(late ? 'Marked as a late cancellation' : 'Appointment cancelled', 'success');
          onClose();
        },
      },
    );
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Cancel appointment</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Alert severity="info" icon={false}>
            {visit.client_name} · {formatVisitTime(visit.start, visit.end, timeZone)}
          </Alert>
          {change.error && <Alert severity="error">{messageOf(change.error)}</Alert>}
          <TextField select size="small" label="Cancelled by" value={cancelledBy} onChange={(e) => setCancelledBy(e.target.value as CancelledBy)}>
            <MenuItem value="client">Client</MenuItem>
            <MenuItem value="clinician">Clinician / practice</MenuItem>
          </TextField>
          {cancelledBy === 'client' && (
            <FormControlLabel
              control={<Checkbox checked={late} onChange={(e) => setLateChoice(e.target.checked)} />}
              label={
                settings.data
                  ? `Late cancellation (within ${settings.data.late_cancel_window_hours} h of the visit${proposedLate ? ' — it is' : ''})`
                  : 'Late cancellation'
              }
            />
          )}
          <TextField
            size="small"
            label="Reason"
            multiline
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {visit.series_id && <ScopeChoice value={scope} onChange={setScope} legend="Cancel" />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep appointment</Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={change.isPending}>
          Cancel appointment
        </Button>
      </DialogActions>
    </Dialog>
  );
}
