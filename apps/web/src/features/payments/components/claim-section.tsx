import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { clientName, useClients } from '@/features/clients';
import { ClaimBatchTable } from './claim-batch-table';
import { ClaimCharges } from './claim-charges';

/** Insurance claims: a client's unbilled visits to a CMS-1500 or an 837P batch, and the batches made. */
export function ClaimSection({ mayWrite }: { mayWrite: boolean }) {
  const clients = useClients();
  const [clientId, setClientId] = useState<string | null>(null);
  const options = clients.data?.clients ?? [];
  return (
    <Stack component="section" aria-labelledby="claims-heading" spacing={1.5} sx={{ mt: 4 }}>
      <Typography id="claims-heading" variant="h6" component="h2">
        Claims
      </Typography>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Stack spacing={1.5}>
          <Autocomplete
            options={options}
            loading={clients.isPending}
            getOptionLabel={clientName}
            value={options.find((c) => c.id === clientId) ?? null}
            onChange={(_, c) => setClientId(c?.id ?? null)}
            sx={{ maxWidth: { sm: 360 } }}
            renderInput={(params) => <TextField {...params} size="small" label="Client to claim for" />}
          />
          {clientId && <ClaimCharges key={clientId} clientId={clientId} mayWrite={mayWrite} />}
        </Stack>
      </Paper>
      <Typography variant="subtitle2" component="h3">
        837P batches
      </Typography>
      <ClaimBatchTable />
    </Stack>
  );
}
