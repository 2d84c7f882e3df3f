import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RiskAssessment } from '@tend/contracts/risk.contract';
import { clientName, useClients } from '@/features/clients';
import { messageOf } from '@/lib/api-error';
import { AssessmentForm } from './assessment-form';

interface NewAssessmentProps {
  clientId: string;
  noteId: string | null;
  onClientChange: (clientId: string) => void;
  onSaved: (saved: RiskAssessment) => void;
}

/** A new assessment: choose the client (prefilled from a client page or a note), then the form. */
export function NewAssessment({ clientId, noteId, onClientChange, onSaved }: NewAssessmentProps) {
  const clients = useClients();
  const list = clients.data?.clients ?? [];
  const known = list.some((c) => c.id === clientId);
  return (
    <Stack spacing={1.5}>
      <TextField
        select
        size="small"
        label="Client"
        value={known ? clientId : ''}
        onChange={(e) => onClientChange(e.target.value)}
        disabled={clients.isPending || !!noteId}
        helperText={noteId ? 'From the note: the note’s client.' : clients.isPending ? 'Loading clients…' : ' '}
        sx={{ maxWidth: 360 }}
      >
        <MenuItem value="">Choose a client</MenuItem>
        {list.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {clientName(c)}
          </MenuItem>
        ))}
      </TextField>
      {clients.isError && <Alert severity="warning">Clients could not be loaded: {messageOf(clients.error)}</Alert>}
      {known ? (
        <AssessmentForm key={clientId} clientId={clientId} noteId={noteId} onSaved={onSaved} />
      ) : (
        clients.isSuccess && (
          <Typography variant="body2" color="text.secondary">
            {clientId ? 'This client is not in your caseload.' : 'Choose the client to assess.'}
          </Typography>
        )
      )}
    </Stack>
  );
}
