import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { SuperbillBatchResponse } from '@tend/contracts/billing-documents.contract';
import { dateInZone } from '@tend/contracts/calendar-days';
import { messageOf } from '@/lib/api-error';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { clientName, useClients } from '@/features/clients';
import { useCreateSuperbillBatch } from '../api/superbill-batch-create';
import { useCreateSuperbills } from '../api/superbill-create';
import { BillingErrorAlert } from './superbill-error-alert';

type Scope = 'visit' | 'month' | 'batch';
const scopeLabels: Record<Scope, string> = {
  visit: 'One client: a superbill per visit',
  month: 'One client: one superbill for the month',
  batch: 'Every client with visits that month (monthly batch)',
};

/** Generate superbills from the month's billable visits (policy fees never appear on them). */
export function SuperbillGenerateDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const timeZone = useTimeZone();
  const [scope, setScope] = useState<Scope>('month');
  const [clientId, setClientId] = useState<string | null>(null);
  const [month, setMonth] = useState(() => dateInZone(new Date(), timeZone).toString().slice(0, 7));
  const [regenerate, setRegenerate] = useState(false);
  const [missingClient, setMissingClient] = useState(false);
  const [skipped, setSkipped] = useState<SuperbillBatchResponse['skipped'] | null>(null);
  const clients = useClients();
  const create = useCreateSuperbills();
  const batch = useCreateSuperbillBatch();
  const busy = create.isPending || batch.isPending;
  const error = scope === 'batch' ? batch.error : create.error;
  const options = clients.data?.clients ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (scope === 'batch') {
      batch.mutate({ month, regenerate }, { onSuccess: (r) => (r.skipped.length ? setSkipped(r.skipped) : onClose()) });
      return;
    }
    if (!clientId) return setMissingClient(true);
    create.mutate({ client_id: clientId, mode: scope, month }, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Generate superbills</DialogTitle>
      {skipped ? (
        <>
          <DialogContent dividers>
            <Alert severity="info">
              Left out: {skipped.map((s) => `${s.client_name} (${s.reason})`).join('; ')}. Tick “Make new ones” to generate them again.
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} autoFocus>
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={submit} noValidate aria-labelledby={titleId}>
          <DialogContent dividers>
            {error && <BillingErrorAlert error={error} />}
            <Stack spacing={1.5}>
              <RadioGroup aria-label="Which superbills" value={scope} onChange={(e) => setScope(e.target.value as Scope)}>
                {(Object.keys(scopeLabels) as Scope[]).map((s) => (
                  <FormControlLabel key={s} value={s} control={<Radio size="small" />} label={scopeLabels[s]} />
                ))}
              </RadioGroup>
              {scope !== 'batch' && (
                <Autocomplete
                  options={options}
                  loading={clients.isPending}
                  getOptionLabel={clientName}
                  value={options.find((c) => c.id === clientId) ?? null}
                  onChange={(_, c) => {
                    setClientId(c?.id ?? null);
                    setMissingClient(false);
                  }}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      size="small"
                      label="Client"
                      required
                      autoFocus
                      error={missingClient}
                      helperText={missingClient ? 'Choose a client' : clients.isError ? `Clients could not be loaded: ${messageOf(clients.error)}` : undefined}
                    />
                  )}
                />
              )}
              <TextField
                size="small"
                type="month"
                label="Month"
                required
                value={month}
                onChange={(e) => setMonth(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              {scope === 'batch' && (
                <FormControlLabel
                  control={<Checkbox size="small" checked={regenerate} onChange={(e) => setRegenerate(e.target.checked)} />}
                  label="Make new ones for clients who already have one this month"
                />
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={busy || !month}>
              {busy ? 'Generating…' : 'Generate'}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
