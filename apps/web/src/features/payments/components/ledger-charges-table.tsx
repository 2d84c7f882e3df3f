import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Charge } from '@tend/contracts/billing.contract';
import { formatCents } from '@tend/contracts/billing-codes';
import { formatCalendarDate } from '@/lib/time/dates';
import { chargeKindLabels, chargeLine } from './billing-labels';

const hiddenXs = { display: { xs: 'none', sm: 'table-cell' } } as const;
const money = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

interface LedgerChargesTableProps {
  charges: Charge[];
  /** Absent for readers: no write-off or void buttons. */
  onWriteOff?: (charge: Charge) => void;
  onVoid?: (charge: Charge) => void;
}

/** A client's charges with what is paid, written off and still due; a voided line stays, struck through, with its reason. */
export function LedgerChargesTable({ charges, onWriteOff, onVoid }: LedgerChargesTableProps) {
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Charges">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Service</TableCell>
              <TableCell align="right" sx={hiddenXs}>
                Amount
              </TableCell>
              <TableCell align="right" sx={hiddenXs}>
                Paid
              </TableCell>
              <TableCell align="right" sx={hiddenXs}>
                Written off
              </TableCell>
              <TableCell align="right">Due</TableCell>
              {(onWriteOff || onVoid) && <TableCell align="right" aria-label="Actions" />}
            </TableRow>
          </TableHead>
          <TableBody>
            {charges.map((c) => (
              <TableRow key={c.id} sx={c.voided ? { '& td': { color: 'text.disabled' } } : undefined}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(c.service_date)}</TableCell>
                <TableCell>
                  <span style={c.voided ? { textDecoration: 'line-through' } : undefined}>{chargeLine(c)}</span>
                  {c.kind !== 'service' && <Chip size="small" variant="outlined" label={chargeKindLabels[c.kind]} sx={{ ml: 1 }} />}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {[
                      c.units > 1 ? `${c.units} × ${formatCents(c.unit_fee_cents)}` : null,
                      c.modifiers.length ? `mod ${c.modifiers.join(' ')}` : null,
                      c.place_of_service ? `POS ${c.place_of_service}` : null,
                      c.diagnosis_codes.length ? c.diagnosis_codes.join(', ') : null,
                      c.insurer_share_cents > 0
                        ? `client’s share ${formatCents(c.client_share_cents)}${c.deductible_applied_cents > 0 ? ` (${formatCents(c.deductible_applied_cents)} deductible)` : ''}, insurer’s ${formatCents(c.insurer_share_cents)}`
                        : null,
                      c.voided ? `Voided: ${c.void_reason ?? ''}` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ ...hiddenXs, ...money }}>
                  {formatCents(c.amount_cents)}
                </TableCell>
                <TableCell align="right" sx={{ ...hiddenXs, ...money }}>
                  {formatCents(c.paid_cents)}
                </TableCell>
                <TableCell align="right" sx={{ ...hiddenXs, ...money }}>
                  {c.written_off_cents ? formatCents(c.written_off_cents) : '—'}
                </TableCell>
                <TableCell align="right" sx={money}>
                  {c.voided ? '—' : formatCents(c.balance_cents)}
                  {!c.voided && c.insurer_due_cents > 0 && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      client {formatCents(c.client_due_cents)} · insurer {formatCents(c.insurer_due_cents)}
                    </Typography>
                  )}
                </TableCell>
                {(onWriteOff || onVoid) && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {!c.voided && c.balance_cents > 0 && onWriteOff && (
                      <Button
                        size="small"
                        onClick={() => onWriteOff(c)}
                        aria-label={`Write off ${formatCalendarDate(c.service_date)} ${c.service_code ?? c.description}`}
                      >
                        Write off
                      </Button>
                    )}
                    {!c.voided && !c.claim_batch_id && onVoid && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => onVoid(c)}
                        aria-label={`Void ${formatCalendarDate(c.service_date)} ${c.service_code ?? c.description}`}
                      >
                        Void
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
