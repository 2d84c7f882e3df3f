import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { BookingWarning } from './conflicts';
import { formatVisitTime } from './visit-time';

/** The clinician's other visits at that time (or the visits outside their hours), and the choice to book anyway. */
export function BookingWarningAlert({
  warning,
  timeZone,
  onConfirm,
  pending,
}: {
  warning: BookingWarning;
  timeZone: string;
  onConfirm: () => void;
  pending: boolean;
}) {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onConfirm} disabled={pending}>
          Book anyway
        </Button>
      }
    >
      <AlertTitle>{warning.kind === 'conflict' ? 'Already booked at that time' : 'Outside working hours'}</AlertTitle>
      <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
        {warning.visits.slice(0, 5).map((v) => (
          <li key={v.start}>
            {formatVisitTime(v.start, v.end, timeZone)}
            {warning.kind === 'conflict' && 'client_initials' in v ? ` · ${String(v.client_initials)}` : ''}
          </li>
        ))}
        {warning.visits.length > 5 && <li>and {warning.visits.length - 5} more</li>}
      </Box>
    </Alert>
  );
}
