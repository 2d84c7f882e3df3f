import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LedgerTotals as Totals } from '@tend/contracts/billing.contract';
import { formatCents } from '@tend/contracts/billing-codes';

/** The client's balance and credit first (with insurance to come, what the client owes of it), then what makes them up. */
export function LedgerTotals({ totals }: { totals: Totals }) {
  const split: [string, number][] =
    totals.insurer_due_cents > 0
      ? [
          ['Client owes', totals.client_due_cents],
          ['Insurance expected', totals.insurer_due_cents],
        ]
      : [];
  const headline = 2 + split.length;
  const items: [string, number][] = [
    ['Balance', totals.balance_cents],
    ...split,
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
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: `repeat(${items.length / 2}, minmax(0, 1fr))` },
        }}
      >
        {items.map(([label, cents], index) => (
          <Box key={label}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant={index < headline ? 'h6' : 'body1'} sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
              {formatCents(cents)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
