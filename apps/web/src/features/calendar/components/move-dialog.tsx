import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CalendarAppointment, SeriesScope } from '@tend/contracts/calendar.contract';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useUpdateAppointment } from '../api/appointments';
import { BookingWarningAlert } from './conflict-alert';
import { bookingWarningIn, confirming, noOverrides, type Overrides } from './conflicts';
import { ScopeChoice } from './scope-choice';
import { formatVisitTime } from './visit-time';

export interface Move {
  visit: CalendarAppointment;
  start: Date;
  end: Date;
  /** Puts the dragged visit back where it was (cancelled, refused or failed). */
  revert: () => void;
}

/** Confirms a drag or resize: from where to where, which visits of a series, and a double booking if there is one. */
export function MoveDialog({ move, timeZone, onClose }: { move: Move; timeZone: string; onClose: () => void }) {
  const titleId = useId();
  const update = useUpdateAppointment();
  const [scope, setScope] = useState<SeriesScope>('this');
  const [overrides, setOverrides] = useState<Overrides>(noOverrides);
  const warning = bookingWarningIn(update.error);
  const failure = update.error && !warning ? messageOf(update.error) : null;
  const { visit } = move;

  function save(allow: Overrides) {
    setOverrides(allow);
    update.mutate(
      { id: visit.id, changes: { start: move.start.toISOString(), end: move.end.toISOString(), scope, ...allow } },
      {
        onSuccess: () => {
          toast('Appointment moved', 'success');
          onClose();
        },
      },
    );
  }
  function cancel() {
    move.revert();
    onClose();
  }

  return (
    <Dialog open onClose={cancel} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Move appointment</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1.5}>
          <Typography variant="body2">
            {visit.client_name}: {formatVisitTime(visit.start, visit.end, timeZone)} →{' '}
            <strong>{formatVisitTime(move.start.toISOString(), move.end.toISOString(), timeZone)}</strong>
          </Typography>
          {visit.series_id && <ScopeChoice value={scope} onChange={setScope} legend="Move" />}
          {warning && (
            <BookingWarningAlert warning={warning} timeZone={timeZone} onConfirm={() => save(confirming(overrides, warning))} pending={update.isPending} />
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>Cancel</Button>
        <Button variant="contained" onClick={() => save(overrides)} disabled={update.isPending}>
          Move
        </Button>
      </DialogActions>
    </Dialog>
  );
}
