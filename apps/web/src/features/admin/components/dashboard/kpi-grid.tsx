import Box from '@mui/material/Box';
import type { DashboardResponse, PeriodMeasures } from '@tend/contracts/admin-dashboard.contract';
import { changeText, count, hoursText, money, percent } from './measure-format';
import { KpiCard } from './kpi-card';

type Kind = 'count' | 'money' | 'rate' | 'hours';
const show: Record<Kind, (v: number | null) => string> = { count, money, rate: percent, hours: hoursText };

interface Figure {
  label: string;
  key: keyof PeriodMeasures;
  kind: Kind;
  higherIsBetter: boolean;
}

/** The period's figures, each against the previous period. */
export function KpiGrid({ data, current }: { data: DashboardResponse; current: boolean }) {
  const now = current ? ` this ${data.period}` : '';
  const figures: Figure[] = [
    { label: `Sessions${now}`, key: 'sessions', kind: 'count', higherIsBetter: true },
    { label: 'Completed', key: 'completed', kind: 'count', higherIsBetter: true },
    { label: 'No-show rate', key: 'no_show_rate', kind: 'rate', higherIsBetter: false },
    { label: 'Late-cancel rate', key: 'late_cancel_rate', kind: 'rate', higherIsBetter: false },
    { label: 'Notes signed', key: 'note_completion_rate', kind: 'rate', higherIsBetter: true },
    { label: 'Median to sign', key: 'median_hours_to_sign', kind: 'hours', higherIsBetter: false },
    { label: 'New leads', key: 'new_leads', kind: 'count', higherIsBetter: true },
    { label: 'Received', key: 'revenue_cents', kind: 'money', higherIsBetter: true },
    { label: 'Receivables', key: 'ar_cents', kind: 'money', higherIsBetter: false },
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' }, gap: 1.5 }}>
      {figures.map((f) => {
        const value = data.measures[f.key];
        const before = data.previous_measures[f.key];
        return (
          <KpiCard
            key={f.key}
            label={f.label}
            value={show[f.kind](value)}
            change={changeText(value, before, f.kind)}
            previous={show[f.kind](before)}
            higherIsBetter={f.higherIsBetter}
            rising={value === null || before === null || value === before ? null : value > before}
          />
        );
      })}
      <KpiCard label="Active clients" value={count(data.active_clients)} change="Now" previous={null} />
    </Box>
  );
}
