import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { BillingOverview } from '@tend/contracts/billing.contract';
import { formatCents } from '@tend/contracts/billing-codes';
import { formatMonth } from '@/lib/time/dates';

/** Axis ticks in whole dollars: "$1,700". The bars stay in cents; only the label drops ".00". */
const tick = (cents: number) => formatCents(cents).replace(/\.00$/, '');
const asMoney = (cents: number | null) => (cents === null ? '' : formatCents(cents));

/** Charged against received per month for the last 12 months; the exact figures in a table under it. */
export function RevenueChart({ revenue }: { revenue: BillingOverview['revenue'] }) {
  const theme = useTheme();
  // The CSS variables follow the colour scheme; theme.palette alone is the light one.
  const palette = (theme.vars ?? theme).palette;
  return (
    <Box component="figure" aria-labelledby="revenue-title" sx={{ m: 0 }}>
      <Typography id="revenue-title" variant="subtitle2" component="figcaption">
        Charged and received by month
      </Typography>
      <BarChart
        height={260}
        margin={{ left: 0, right: 8, top: 12, bottom: 0 }}
        xAxis={[{ scaleType: 'band', data: revenue.map((r) => formatMonth(r.month)) }]}
        yAxis={[{ valueFormatter: tick, width: 64 }]}
        series={[
          { data: revenue.map((r) => r.charged_cents), label: 'Charged', color: palette.primary.main, valueFormatter: asMoney },
          { data: revenue.map((r) => r.received_cents), label: 'Received', color: palette.success.main, valueFormatter: asMoney },
        ]}
        aria-label="Charged and received by month"
      />
      <Table size="small" aria-label="Revenue by month">
        <TableHead>
          <TableRow>
            <TableCell>Month</TableCell>
            <TableCell align="right">Charged</TableCell>
            <TableCell align="right">Received</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {revenue.map((r) => (
            <TableRow key={r.month}>
              <TableCell>{formatMonth(r.month)}</TableCell>
              <TableCell align="right">{formatCents(r.charged_cents)}</TableCell>
              <TableCell align="right">{formatCents(r.received_cents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
