import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Adjustment } from '@tend/contracts/billing.contract';
import { formatCents } from '@tend/contracts/billing-codes';
import { formatDate } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';

/** Write-offs and refunds, each with its reason and who made it. */
export function LedgerAdjustments({ adjustments }: { adjustments: Adjustment[] }) {
  const timeZone = useTimeZone();
  return (
    <Paper variant="outlined">
      <Table size="small" aria-label="Adjustments">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Reason</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {adjustments.map((a) => (
            <TableRow key={a.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(a.created_at, timeZone)}</TableCell>
              <TableCell>{a.kind === 'refund' ? 'Refund' : 'Write-off'}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatCents(a.amount_cents)}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {a.reason}
                {a.created_by_name ? ` — ${a.created_by_name}` : ''}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
