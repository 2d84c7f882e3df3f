import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

interface KpiCardProps {
  label: string;
  value: string;
  /** "+12%" and the previous period's figure. */
  change: string | null;
  previous: string | null;
  /** Whether a rise is good (sessions) or bad (no-shows): colours the change. */
  higherIsBetter?: boolean;
  rising?: boolean | null;
}

/** One figure of the period, with its change against the previous period. */
export function KpiCard({ label, value, change, previous, higherIsBetter = true, rising = null }: KpiCardProps) {
  const good = rising === null ? null : rising === higherIsBetter;
  return (
    <Card variant="outlined" component="section" aria-label={label}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" data-testid={`kpi-${label}`}>
          {value}
        </Typography>
        <Typography variant="caption" color={good === null ? 'text.secondary' : good ? 'success.main' : 'error.main'}>
          {change === null ? (previous && previous !== '—' ? `was ${previous}` : 'nothing to compare') : change}
          {previous !== null && change !== null ? ` (was ${previous})` : ''}
        </Typography>
      </CardContent>
    </Card>
  );
}
