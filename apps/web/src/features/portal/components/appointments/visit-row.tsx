import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { appointmentStatusLabels } from '@tend/contracts/calendar.contract';
import type { PortalVisit } from '@tend/contracts/portal-appointments.contract';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { freeCancellationText, visitWhen } from './format-visit';
import { useCancelPortalVisit } from './portal-visit-cancel';

/** One visit: when, what, with whom, where; for one still to come, the cancel policy and the way to cancel. */
export function VisitRow({ visit, timeZone, upcoming }: { visit: PortalVisit; timeZone: string; upcoming: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const held = visit.status === 'scheduled' || visit.status === 'arrived' || visit.status === 'completed';
  return (
    <Box component="li" sx={{ py: 1.25, px: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, textDecoration: held || !upcoming ? undefined : 'line-through' }}>
            {visitWhen(visit.start, visit.end, timeZone)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[visit.type_name ?? 'Session', visit.provider_name, visit.group_name ?? null].filter(Boolean).join(' · ')}
            {' · '}
            {visit.location === 'telehealth' ? (
              visit.telehealth_url && upcoming && held ? (
                <Link href={visit.telehealth_url} target="_blank" rel="noopener noreferrer">
                  Join video session
                </Link>
              ) : (
                'Video session'
              )
            ) : (
              'In the office'
            )}
          </Typography>
          {upcoming && visit.cancellable && visit.cancel_until && (
            <Typography variant="caption" color="text.secondary">
              {freeCancellationText(visit.cancel_until, timeZone)}
            </Typography>
          )}
          {upcoming && visit.cancel_refusal && (
            <Typography variant="caption" color="text.secondary">
              {visit.cancel_refusal}
            </Typography>
          )}
        </Box>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexShrink: 0 }}>
          {visit.status !== 'scheduled' && <Chip size="small" label={appointmentStatusLabels[visit.status]} />}
          {upcoming && visit.cancellable && (
            <Button size="small" variant="outlined" color="error" onClick={() => setConfirming(true)}>
              Cancel visit
            </Button>
          )}
        </Stack>
      </Stack>
      {confirming && <CancelVisitDialog visit={visit} timeZone={timeZone} onClose={() => setConfirming(false)} />}
    </Box>
  );
}

function CancelVisitDialog({ visit, timeZone, onClose }: { visit: PortalVisit; timeZone: string; onClose: () => void }) {
  const titleId = useId();
  const cancel = useCancelPortalVisit();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Cancel this visit?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {visitWhen(visit.start, visit.end, timeZone)} with {visit.provider_name}. Your therapist is told; to meet another time, request one.
        </DialogContentText>
        {cancel.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {messageOf(cancel.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep it</Button>
        <Button
          color="error"
          variant="contained"
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(visit.id, {
              onSuccess: () => {
                toast('Visit cancelled', 'success');
                onClose();
              },
            })
          }
        >
          Cancel visit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
