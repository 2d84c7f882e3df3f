import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LedgerTotals as Totals } from '@tend/contracts/billing.contract';
import { formatCents } from '@tend/contracts/billing-codes';

/** The client's balance and credit first, then what makes them up. */
export function LedgerTotals({ totals }: { totals: Totals }) {
  const items: [string, number][] = [
    ['Balance', totals.balance_cents],
    ['Credit', totals.credit_cents],
    ['Charged', totals.charged_cents],
    ['Paid', totals.paid_cents],
    ['Written off', totals.written_off_cents],
    ['Refunded', totals.refunded_cents],
  ];
  return (
    <Paper variant="outlined" component="section" aria-label="Totals" sx={{ p: 1.5 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' },
        }}
      >
        {items.map(([label, cents], index) => (
          <Box key={label}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant={index < 2 ? 'h6' : 'body1'} sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
              {formatCents(cents)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
