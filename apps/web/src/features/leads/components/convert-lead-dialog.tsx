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
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Lead } from '@tend/contracts/leads.contract';
import { actingRole } from '@tend/contracts/permissions';
import { useClinicians } from '@/features/clients';
import { messageOf } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/me-query';
import { useConvertLead } from '../api/convert-lead';
import { leadName } from './lead-name';

/**
 * Makes the lead a client (names, e-mail, phone) and opens the new client's page. An admin chooses
 * the clinician (the lead's assignee first; required when the lead has none); a clinician converts
 * into their own caseload.
 */
export function ConvertLeadDialog({ lead, onClose }: { lead: Lead; onClose: () => void }) {
  const [status, setStatus] = useState<'prospective' | 'active'>('prospective');
  const user = useCurrentUser();
  const assigns = !!user && actingRole(user) === 'admin';
  const clinicians = useClinicians({ enabled: assigns });
  const [providerId, setProviderId] = useState(lead.assignee_id ?? '');
  const [missingProvider, setMissingProvider] = useState(false);
  const convert = useConvertLead(lead.id);
  const navigate = useNavigate();
  const submit = () => {
    if (assigns && !providerId) return setMissingProvider(true);
    convert.mutate(
      { client_status: status, ...(assigns ? { provider_id: providerId } : {}) },
      { onSuccess: (answer) => void navigate(`/clients/${answer.client_id}`) },
    );
  };
  const options = clinicians.data ?? [];
  // The assignee may be someone the list leaves out (an admin holding the lead): still shown, by name.
  const unlisted = !!lead.assignee_id && !options.some((c) => c.uuid === lead.assignee_id);
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
        {assigns && (
          <TextField
            select
            fullWidth
            size="small"
            label="Clinician"
            required
            value={providerId}
            onChange={(e) => {
              setProviderId(e.target.value);
              setMissingProvider(false);
            }}
            error={missingProvider || clinicians.isError}
            helperText={
              missingProvider
                ? 'Choose the clinician who will see this client'
                : clinicians.isError
                  ? `Clinicians could not be loaded: ${messageOf(clinicians.error)}`
                  : ' '
            }
            sx={{ mt: 2 }}
          >
            {unlisted && <MenuItem value={lead.assignee_id!}>{lead.assignee_name ?? 'Current assignee'}</MenuItem>}
            {options.map((c) => (
              <MenuItem key={c.uuid} value={c.uuid}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
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
