import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BillingOverview } from '@tend/contracts/billing.contract';
import { formatCents } from '@tend/contracts/billing-codes';

function Figure({ label, cents, note }: { label: string; cents: number; note?: string }) {
  return (
    <Box component="div" role="group" aria-label={label} sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h6" component="div" sx={{ fontVariantNumeric: 'tabular-nums', lineHeight: 1.3 }}>
        {formatCents(cents)}
      </Typography>
      {note && (
        <Typography variant="caption" color="text.secondary" component="div">
          {note}
        </Typography>
      )}
    </Box>
  );
}

/** What is owed and how old it is (days since the date of service), with the credit clients hold. */
export function AgingSummary({ overview }: { overview: BillingOverview }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Accounts receivable" sx={{ p: 1.5, mb: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' },
        }}
      >
        <Figure label="Outstanding" cents={overview.outstanding_cents} />
        <Figure label="Client credit" cents={overview.credit_cents} />
        {overview.aging.map((bucket) => (
          <Figure
            key={bucket.label}
            label={`${bucket.label} days`}
            cents={bucket.balance_cents}
            note={`${bucket.charges} ${bucket.charges === 1 ? 'charge' : 'charges'}`}
          />
        ))}
      </Box>
    </Paper>
  );
}
