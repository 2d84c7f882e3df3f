import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Lead } from '@tend/contracts/leads.contract';
import { messageOf } from '@/lib/api-error';
import { useConvertLead } from '../api/convert-lead';
import { leadName } from './lead-name';

/** Makes the lead a client (names, e-mail, phone) and opens the new client's page. */
export function ConvertLeadDialog({ lead, onClose }: { lead: Lead; onClose: () => void }) {
  const [status, setStatus] = useState<'prospective' | 'active'>('prospective');
  const convert = useConvertLead(lead.id);
  const navigate = useNavigate();
  const submit = () => convert.mutate({ client_status: status }, { onSuccess: (answer) => void navigate(`/clients/${answer.client_id}`) });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="convert-lead-title">
      <DialogTitle id="convert-lead-title">Convert to client</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {leadName(lead)} becomes a client with their name, e-mail and phone. The inquiry and its history stay with the client.
        </DialogContentText>
        <RadioGroup aria-label="Client status" value={status} onChange={(e) => setStatus(e.target.value as 'prospective' | 'active')} sx={{ mt: 2 }}>
          <FormControlLabel value="prospective" control={<Radio />} label="Prospective" />
          <FormControlLabel value="active" control={<Radio />} label="Active" />
        </RadioGroup>
        {convert.error && <Alert severity="error">{messageOf(convert.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} loading={convert.isPending}>
          Convert
        </Button>
      </DialogActions>
    </Dialog>
  );
}
