import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Charge, Payment } from '@tend/contracts/billing.contract';
import { formatCents } from '@tend/contracts/billing-codes';
import { formatCalendarDate } from '@/lib/time/dates';
import { paymentMethodLabels } from './billing-labels';

const hiddenXs = { display: { xs: 'none', sm: 'table-cell' } } as const;
const money = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

interface LedgerPaymentsTableProps {
  payments: Payment[];
  /** To name the charges each payment was applied to. */
  charges: Charge[];
  onRefund?: (payment: Payment) => void;
  /** Apply a payment's credit to the oldest charges still due (offered only while something is due). */
  onApply?: (payment: Payment) => void;
}

/** A client's payments, what each was applied to, and what is left as credit. */
export function LedgerPaymentsTable({ payments, charges, onRefund, onApply }: LedgerPaymentsTableProps) {
  const byId = new Map(charges.map((c) => [c.id, c]));
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Client payments">
          <TableHead>
            <TableRow>
              <TableCell>Received</TableCell>
              <TableCell sx={hiddenXs}>Method</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell sx={hiddenXs}>Applied to</TableCell>
              <TableCell align="right">Unapplied</TableCell>
              {(onRefund || onApply) && <TableCell align="right" aria-label="Actions" />}
            </TableRow>
          </TableHead>
          <TableBody>
            {payments.map((p) => (
              <TableRow key={p.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(p.received_on)}</TableCell>
                <TableCell sx={hiddenXs}>
                  {paymentMethodLabels[p.method]}
                  {p.reference && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {p.reference}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={money}>
                  {formatCents(p.amount_cents)}
                  {p.refunded_cents > 0 && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {formatCents(p.refunded_cents)} refunded
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={hiddenXs}>
                  {p.allocations.length === 0
                    ? '—'
                    : p.allocations.map((a) => {
                        const charge = byId.get(a.charge_id);
                        return (
                          <Typography key={`${a.charge_id}-${a.created_at}`} variant="body2" component="div" sx={{ whiteSpace: 'nowrap' }}>
                            {charge ? `${formatCalendarDate(charge.service_date)} ${charge.service_code ?? charge.description}` : 'A charge'}:{' '}
                            {formatCents(a.amount_cents)}
                          </Typography>
                        );
                      })}
                </TableCell>
                <TableCell align="right" sx={money}>
                  {p.unapplied_cents > 0 ? formatCents(p.unapplied_cents) : '—'}
                </TableCell>
                {(onRefund || onApply) && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {p.unapplied_cents > 0 && onApply && (
                      <Button size="small" onClick={() => onApply(p)} aria-label={`Apply credit from ${formatCalendarDate(p.received_on)}`}>
                        Apply
                      </Button>
                    )}
                    {p.unapplied_cents > 0 && onRefund && (
                      <Button size="small" onClick={() => onRefund(p)} aria-label={`Refund payment of ${formatCalendarDate(p.received_on)}`}>
                        Refund
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
