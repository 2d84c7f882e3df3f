import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { clientGroupKindLabels, clientGroupKinds, createClientGroupRequestSchema, type ClientGroupKind } from '@tend/contracts/client-details.contract';
import type { Client } from '@tend/contracts/clients.contract';
import { messageOf } from '@/lib/api-error';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCreateClientGroup } from '../api/create-client-group';
import { useClientPage } from '../api/search-clients';
import { clientName } from './client-name';

/** A new couple or family with this client and others on the caller's caseload, found by name. */
export function GroupDialog({ client, onClose }: { client: Client; onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const create = useCreateClientGroup();
  const [kind, setKind] = useState<ClientGroupKind>('couple');
  const [name, setName] = useState('');
  const [others, setOthers] = useState<Client[]>([]);
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const search = useDebouncedValue(input.trim(), 250);
  const found = useClientPage({ search: search || undefined, sort: 'name', order: 'asc', limit: 20, offset: 0 });
  const options = (found.data?.clients ?? []).filter((c) => c.id !== client.id);

  function submit() {
    const body = createClientGroupRequestSchema.safeParse({ kind, name: name.trim() || null, client_ids: [client.id, ...others.map((c) => c.id)] });
    if (!body.success) return setProblem(body.error.issues[0]?.message ?? 'Check the group');
    setProblem(null);
    create.mutate(body.data, { onSuccess: onClose });
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>New couple or family</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1.5}>
          {(problem || create.isError) && <Alert severity="error">{problem ?? messageOf(create.error)}</Alert>}
          <TextField select size="small" label="Seen together as" value={kind} onChange={(e) => setKind(e.target.value as ClientGroupKind)}>
            {clientGroupKinds.map((k) => (
              <MenuItem key={k} value={k}>
                {clientGroupKindLabels[k]}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete<Client, true>
            multiple
            options={options}
            value={others}
            onChange={(_, value) => setOthers(value)}
            inputValue={input}
            onInputChange={(_, value) => setInput(value)}
            filterOptions={(o) => o}
            getOptionLabel={clientName}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={found.isFetching}
            noOptionsText={found.isError ? 'Clients could not be searched' : 'No other client by that name'}
            renderInput={(params) => (
              <TextField {...params} size="small" label="Other members" helperText={`With ${clientName(client)}; only clients you can see are listed.`} />
            )}
          />
          <TextField
            size="small"
            label="Group name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            helperText="Optional; e.g. “Lee–Blake couple”. Left empty, the members’ last names are used."
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={create.isPending || others.length === 0}>
          {create.isPending ? 'Creating…' : 'Create group'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
