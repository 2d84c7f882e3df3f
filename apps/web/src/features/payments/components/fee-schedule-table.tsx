import { useState } from 'react';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BillingService } from '@tend/contracts/billing.contract';
import { formatCents } from '@tend/contracts/billing-codes';
import { messageOf } from '@/lib/api-error';
import { PageLoading } from '@/components/page-loading';
import { useBillingServices } from '../api/list-billing-services';
import { ServiceFeeDialog } from './service-fee-dialog';

const hiddenXs = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The practice's fee schedule: each code's description, usual length and fee; a row opens its editor when the caller may change it. */
export function FeeScheduleTable({ editable }: { editable: boolean }) {
  const services = useBillingServices();
  const [editing, setEditing] = useState<BillingService | 'new' | null>(null);
  if (services.isPending) return <PageLoading />;
  if (services.isError) return <Alert severity="error">The fee schedule could not be loaded: {messageOf(services.error)}</Alert>;
  return (
    <Stack spacing={1} component="section" aria-label="Fee schedule">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle2" component="h2">
          Fee schedule
        </Typography>
        {editable && (
          <Button size="small" startIcon={<Add />} onClick={() => setEditing('new')}>
            Add code
          </Button>
        )}
      </Stack>
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label="Fee schedule">
            <TableHead>
              <TableRow>
                <TableCell>Code</TableCell>
                <TableCell sx={hiddenXs}>Description</TableCell>
                <TableCell align="right" sx={hiddenXs}>
                  Minutes
                </TableCell>
                <TableCell align="right">Fee</TableCell>
                <TableCell align="right" aria-label="Actions" />
              </TableRow>
            </TableHead>
            <TableBody>
              {services.data.services.map((s) => (
                <TableRow key={s.code} hover sx={s.active ? undefined : { opacity: 0.6 }}>
                  <TableCell>
                    {s.code}
                    {s.add_on && <Chip size="small" variant="outlined" label="add-on" sx={{ ml: 1 }} />}
                    {!s.active && <Chip size="small" variant="outlined" label="not offered" sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell sx={hiddenXs}>{s.description}</TableCell>
                  <TableCell align="right" sx={hiddenXs}>
                    {s.default_minutes || '—'}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatCents(s.fee_cents)}
                  </TableCell>
                  <TableCell align="right">
                    {editable && (
                      <Button size="small" onClick={() => setEditing(s)} aria-label={`Edit ${s.code}`}>
                        Edit
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      {editing && <ServiceFeeDialog service={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
