import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Payment } from '@tend/contracts/billing.contract';
import { formatCents } from '@tend/contracts/billing-codes';
import { RouterLink } from '@/components/router-link';
import { formatCalendarDate } from '@/lib/time/dates';
import { paymentMethodLabels } from './billing-labels';
import { clientBillingPath } from './client-billing-path';

const hiddenXs = { display: { xs: 'none', sm: 'table-cell' } } as const;
const money = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** Payments received, newest first, with what is not yet applied to a charge. */
export function RecentPaymentsTable({ payments }: { payments: Payment[] }) {
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Payments">
          <TableHead>
            <TableRow>
              <TableCell>Received</TableCell>
              <TableCell>Client</TableCell>
              <TableCell sx={hiddenXs}>Method</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell align="right" sx={hiddenXs}>
                Unapplied
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {payments.map((p) => (
              <TableRow key={p.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(p.received_on)}</TableCell>
                <TableCell>
                  <RouterLink to={clientBillingPath(p.client_id)}>{p.client_name}</RouterLink>
                </TableCell>
                <TableCell sx={hiddenXs}>
                  {paymentMethodLabels[p.method]}
                  {p.reference ? ` · ${p.reference}` : ''}
                </TableCell>
                <TableCell align="right" sx={money}>
                  {formatCents(p.amount_cents)}
                  {p.refunded_cents > 0 && ` (${formatCents(p.refunded_cents)} refunded)`}
                </TableCell>
                <TableCell align="right" sx={{ ...hiddenXs, ...money }}>
                  {p.unapplied_cents > 0 ? formatCents(p.unapplied_cents) : '—'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
