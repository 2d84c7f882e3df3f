import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { DashboardResponse } from '@tend/contracts/admin-dashboard.contract';
import { formatCents } from '@tend/contracts/billing-codes';
import { formatCalendarDate } from '@/lib/time/dates';

/** "Mar 9" for a bucket's first day (the year is in the period picker). */
const short = (date: string) => formatCalendarDate(date).replace(/,\s*\d{4}$/, '');
const tick = (cents: number) => formatCents(cents).replace(/\.00$/, '');

/** Sessions per day (per week for a quarter) as bars, payments received as a line. Lazily loaded with the chart library. */
export default function DashboardCharts({ data }: { data: DashboardResponse }) {
  const theme = useTheme();
  // The CSS variables follow the colour scheme; theme.palette alone is the light one.
  const palette = (theme.vars ?? theme).palette;
  const labels = data.series.map((s) => (data.bucket === 'week' ? `Wk ${short(s.start)}` : short(s.start)));
  const per = data.bucket === 'week' ? 'week' : 'day';
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
        <Typography variant="subtitle2" component="figcaption">
          Sessions per {per}
        </Typography>
        <BarChart
          height={220}
          margin={{ left: 0, right: 8, top: 12, bottom: 0 }}
          xAxis={[{ scaleType: 'band', data: labels }]}
          yAxis={[{ width: 32, tickMinStep: 1 }]}
          series={[{ data: data.series.map((s) => s.sessions), label: 'Sessions', color: palette.primary.main }]}
          hideLegend
          aria-label={`Sessions per ${per}`}
        />
      </Box>
      <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
        <Typography variant="subtitle2" component="figcaption">
          Payments received per {per}
        </Typography>
        <LineChart
          height={220}
          margin={{ left: 0, right: 28, top: 12, bottom: 0 }}
          xAxis={[{ scaleType: 'point', data: labels }]}
          yAxis={[{ valueFormatter: tick, width: 64 }]}
          series={[
            {
              data: data.series.map((s) => s.revenue_cents),
              label: 'Received',
              color: palette.success.main,
              showMark: true,
              valueFormatter: (v) => (v === null ? '' : formatCents(v)),
            },
          ]}
          hideLegend
          aria-label={`Payments received per ${per}`}
        />
      </Box>
    </Box>
  );
}
