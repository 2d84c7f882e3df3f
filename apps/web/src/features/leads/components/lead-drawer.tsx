import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { Lead } from '@tend/contracts/leads.contract';
import { Link as RouterLinkBase } from 'react-router';
import { messageOf } from '@/lib/api-error';
import { useAddLeadNote } from '../api/add-lead-note';
import { useChangeLeadStatus } from '../api/change-lead-status';
import { useLead } from '../api/get-lead';
import { CloseLeadDialog } from './close-lead-dialog';
import { ConvertLeadDialog } from './convert-lead-dialog';
import { LeadHistory } from './lead-history';
import { leadName } from './lead-name';
import { LeadStatusChip } from './lead-status-chip';

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
        {value}
      </Typography>
    </div>
  );
}

/** The next steps a lead can take from where it is. */
function Actions({ lead }: { lead: Lead }) {
  const change = useChangeLeadStatus(lead.id);
  const [dialog, setDialog] = useState<'close' | 'convert' | null>(null);
  if (lead.status === 'converted')
    return lead.client_id ? (
      <Button component={RouterLinkBase} to={`/clients/${lead.client_id}`} variant="outlined">
        Open client
      </Button>
    ) : null;
  const move = (status: 'new' | 'contacted' | 'consultation_booked') => change.mutate({ status });
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {lead.status === 'new' && <Button onClick={() => move('contacted')}>Mark contacted</Button>}
        {(lead.status === 'new' || lead.status === 'contacted') && <Button onClick={() => move('consultation_booked')}>Consultation booked</Button>}
        {lead.status === 'closed' ? <Button onClick={() => move('new')}>Reopen</Button> : <Button onClick={() => setDialog('close')}>Close…</Button>}
        <Button variant="contained" onClick={() => setDialog('convert')}>
          Convert to client
        </Button>
      </Stack>
      {change.error && <Alert severity="error">{messageOf(change.error)}</Alert>}
      {dialog === 'close' && <CloseLeadDialog leadId={lead.id} onClose={() => setDialog(null)} />}
      {dialog === 'convert' && <ConvertLeadDialog lead={lead} onClose={() => setDialog(null)} />}
    </>
  );
}

function AddNote({ leadId }: { leadId: string }) {
  const [body, setBody] = useState('');
  const add = useAddLeadNote(leadId);
  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(e) => (e.preventDefault(), body.trim() && add.mutate({ body: body.trim() }, { onSuccess: () => setBody('') }))}
    >
      <TextField
        label="Add a note"
        multiline
        minRows={2}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        helperText="A call, a voicemail, what was agreed"
      />
      <Box>
        <Button type="submit" disabled={!body.trim()} loading={add.isPending}>
          Add note
        </Button>
      </Box>
      {add.error && <Alert severity="error">{messageOf(add.error)}</Alert>}
    </Stack>
  );
}

/** One lead: details, next steps, notes and history, beside the list. */
export function LeadDrawer({ leadId, onClose }: { leadId: string | null; onClose: () => void }) {
  const { data, error, isPending } = useLead(leadId);
  return (
    <Drawer anchor="right" open={!!leadId} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } } } }}>
      <Box sx={{ p: 3 }} role="region" aria-label="Lead details">
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography variant="h6" component="h2">
            {data ? leadName(data.lead) : 'Lead'}
          </Typography>
          <IconButton aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {error && <Alert severity="error">{messageOf(error)}</Alert>}
        {isPending && leadId && <CircularProgress aria-label="Loading lead" />}
        {data && (
          <Stack spacing={2}>
            <Box>
              <LeadStatusChip status={data.lead.status} />
            </Box>
            <Stack component="dl" spacing={1} sx={{ m: 0 }}>
              <Detail label="E-mail" value={data.lead.email} />
              <Detail label="Phone" value={data.lead.phone} />
              <Detail label="Reason" value={data.lead.reason} />
              <Detail label="Insurance" value={data.lead.insurance} />
              <Detail label="Preferred times" value={data.lead.preferred_times} />
              <Detail label="Referral source" value={data.lead.referral_source} />
              <Detail label="Assigned to" value={data.lead.assignee_name} />
              <Detail label="Close reason" value={data.lead.close_reason} />
              <Detail label="Referred to" value={data.lead.referred_to} />
            </Stack>
            <Actions lead={data.lead} />
            <Divider />
            <AddNote leadId={data.lead.id} />
            <Typography variant="subtitle2" component="h3">
              History
            </Typography>
            <LeadHistory events={data.events} />
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}
