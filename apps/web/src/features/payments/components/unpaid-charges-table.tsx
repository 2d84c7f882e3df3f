import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Charge } from '@tend/contracts/billing.contract';
import { formatCents } from '@tend/contracts/billing-codes';
import { RouterLink } from '@/components/router-link';
import { formatCalendarDate } from '@/lib/time/dates';
import { chargeLine } from './billing-labels';
import { clientBillingPath } from './client-billing-path';

const hiddenXs = { display: { xs: 'none', sm: 'table-cell' } } as const;
const money = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** Charges still owed across the caseload, oldest first; the client's name leads to their billing tab. */
export function UnpaidChargesTable({ charges, showProvider }: { charges: Charge[]; showProvider: boolean }) {
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Unpaid charges">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Client</TableCell>
              <TableCell sx={hiddenXs}>Service</TableCell>
              {showProvider && <TableCell sx={hiddenXs}>Clinician</TableCell>}
              <TableCell align="right" sx={hiddenXs}>
                Amount
              </TableCell>
              <TableCell align="right" sx={hiddenXs}>
                Paid
              </TableCell>
              <TableCell align="right">Due</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {charges.map((c) => (
              <TableRow key={c.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(c.service_date)}</TableCell>
                <TableCell>
                  <RouterLink to={clientBillingPath(c.client_id)}>{c.client_name}</RouterLink>
                </TableCell>
                <TableCell sx={hiddenXs}>{chargeLine(c)}</TableCell>
                {showProvider && <TableCell sx={hiddenXs}>{c.provider_name ?? '—'}</TableCell>}
                <TableCell align="right" sx={{ ...hiddenXs, ...money }}>
                  {formatCents(c.amount_cents)}
                </TableCell>
                <TableCell align="right" sx={{ ...hiddenXs, ...money }}>
                  {formatCents(c.paid_cents)}
                </TableCell>
                <TableCell align="right" sx={money}>
                  {formatCents(c.balance_cents)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
