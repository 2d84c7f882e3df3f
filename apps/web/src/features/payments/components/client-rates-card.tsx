import { useState } from 'react';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ClientRate } from '@tend/contracts/billing.contract';
import { formatCents } from '@tend/contracts/billing-codes';
import { messageOf } from '@/lib/api-error';
import { useDeleteClientRate } from '../api/delete-client-rate';
import { useClientRates } from '../api/list-client-rates';
import { ClientRateDialog } from './client-rate-dialog';

/** The client's own fees (sliding scale); without one, the schedule's fee applies. */
export function ClientRatesCard({ clientId, mayWrite }: { clientId: string; mayWrite: boolean }) {
  const rates = useClientRates(clientId);
  const remove = useDeleteClientRate(clientId);
  const [editing, setEditing] = useState<ClientRate | 'new' | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-label="Client rates">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
        <Typography variant="subtitle2" component="h2">
          Client rates
        </Typography>
        {mayWrite && (
          <Button size="small" startIcon={<Add />} onClick={() => setEditing('new')}>
            Add rate
          </Button>
        )}
      </Stack>
      {rates.isError && <Alert severity="error">Rates could not be loaded: {messageOf(rates.error)}</Alert>}
      {remove.error && <Alert severity="error">{messageOf(remove.error)}</Alert>}
      {rates.data &&
        (rates.data.rates.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            The schedule’s fees apply. Add a rate for a sliding scale or an agreed fee.
          </Typography>
        ) : (
          <Table size="small" aria-label="Client rates">
            <TableBody>
              {rates.data.rates.map((r) => (
                <TableRow key={r.service_code}>
                  <TableCell>
                    {r.service_code}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {r.reason ?? r.description}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatCents(r.fee_cents)}
                    {r.standard_fee_cents !== null && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        schedule {formatCents(r.standard_fee_cents)}
                      </Typography>
                    )}
                  </TableCell>
                  {mayWrite && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" onClick={() => setEditing(r)} aria-label={`Edit rate for ${r.service_code}`}>
                        Edit
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(r.service_code)}
                        aria-label={`Remove rate for ${r.service_code}`}
                      >
                        Remove
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ))}
      {editing && <ClientRateDialog clientId={clientId} rate={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </Paper>
  );
}
