import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AppointmentRequest } from '@tend/contracts/portal-appointments.contract';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useApproveAppointmentRequest } from '../api/appointment-request-approve';
import { useDeclineAppointmentRequest } from '../api/appointment-request-decline';
import { usePendingAppointmentRequests } from '../api/appointment-requests-get';
import { formatVisitTime } from './visit-time';

/**
 * Clients' requests for a time, above the calendar while any wait: Approve books the visit with the
 * calendar's usual checks (a clash is shown and the request stays), Decline asks for a reason the
 * client reads in the portal. Nothing is shown when no request waits.
 */
export function AppointmentRequestsPanel({ timeZone }: { timeZone: string }) {
  const requests = usePendingAppointmentRequests();
  const pending = requests.data?.requests ?? [];
  if (pending.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="appointment-requests-title" sx={{ mb: 1.5 }}>
      <Typography id="appointment-requests-title" variant="subtitle1" component="h2" sx={{ px: 1.5, pt: 1, fontWeight: 600 }}>
        Appointment requests ({pending.length})
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {pending.map((r) => (
          <RequestItem key={r.id} request={r} timeZone={timeZone} />
        ))}
      </Box>
    </Paper>
  );
}

/** A failed call is shown from the mutation's own error state. */
const ignore = () => undefined;

function RequestItem({ request, timeZone }: { request: AppointmentRequest; timeZone: string }) {
  const approve = useApproveAppointmentRequest();
  const [declining, setDeclining] = useState(false);
  return (
    <Box component="li" sx={{ px: 1.5, py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {request.client_name} · {formatVisitTime(request.start, request.end, timeZone)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[request.type_name ?? 'Session', request.provider_name].join(' · ')}
            {request.message ? ` · “${request.message}”` : ''}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexShrink: 0 }}>
          <Button
            size="small"
            variant="contained"
            disabled={approve.isPending}
            aria-label={`Approve ${request.client_name}'s request`}
            // Not mutate()'s onSuccess: the refetch that drops the approved request unmounts this row first, and
            // TanStack Query skips an unmounted caller's callbacks. A failure shows below (approve.isError).
            onClick={() => void approve.mutateAsync(request.id).then(() => toast('Approved and booked', 'success'), ignore)}
          >
            Approve
          </Button>
          <Button size="small" onClick={() => setDeclining(true)} aria-label={`Decline ${request.client_name}'s request`}>
            Decline
          </Button>
        </Stack>
      </Stack>
      {approve.isError && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {messageOf(approve.error)}
        </Alert>
      )}
      {declining && <DeclineDialog request={request} onClose={() => setDeclining(false)} />}
    </Box>
  );
}

function DeclineDialog({ request, onClose }: { request: AppointmentRequest; onClose: () => void }) {
  const titleId = useId();
  const decline = useDeclineAppointmentRequest();
  const [reason, setReason] = useState('');
  // As for Approve: the declined request's row (and this dialog) may be gone before mutate()'s callbacks would run.
  const submit = () =>
    void decline.mutateAsync({ id: request.id, body: { reason: reason.trim() } }).then(() => {
      toast('Request declined', 'success');
      onClose();
    }, ignore);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Decline the request</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          helperText="The client reads this in the portal; suggest another time if you can."
          slotProps={{ htmlInput: { maxLength: 500 } }}
          sx={{ mt: 1 }}
        />
        {decline.isError && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {messageOf(decline.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={!reason.trim() || decline.isPending}>
          Decline
        </Button>
      </DialogActions>
    </Dialog>
  );
}
