import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { messageOf } from '@/lib/api-error';
import { useChangeLeadStatus } from '../api/change-lead-status';

/** Closing says why, and to whom the person was referred, if anyone. */
export function CloseLeadDialog({ leadId, onClose }: { leadId: string; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [referredTo, setReferredTo] = useState('');
  const [tried, setTried] = useState(false);
  const change = useChangeLeadStatus(leadId);
  const submit = () => {
    setTried(true);
    if (!reason.trim()) return;
    change.mutate({ status: 'closed', close_reason: reason.trim(), referred_to: referredTo.trim() || null }, { onSuccess: onClose });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="close-lead-title">
      <DialogTitle id="close-lead-title">Close lead</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Reason"
            required
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={tried && !reason.trim()}
            helperText={tried && !reason.trim() ? 'Closing a lead needs a reason' : 'No availability, not a fit, no answer…'}
          />
          <TextField label="Referred to" value={referredTo} onChange={(e) => setReferredTo(e.target.value)} helperText="Another clinician or service, if any" />
          {change.error && <Alert severity="error">{messageOf(change.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} loading={change.isPending}>
          Close lead
        </Button>
      </DialogActions>
    </Dialog>
  );
}
