import { useSearchParams } from 'react-router';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { dashboardPeriods, type DashboardPeriod } from '@tend/contracts/admin-dashboard.contract';
import { formatCalendarDate } from '@/lib/time/dates';
import type { PeriodChoice } from '@/features/admin/api/dashboard';

const names: Record<DashboardPeriod, string> = { week: 'Week', month: 'Month', quarter: 'Quarter' };

/** The period in the address (?period=month&offset=-1), so a view can be linked to and survives a reload. */
export function usePeriodChoice(): [PeriodChoice, (next: PeriodChoice) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('period');
  const period = (dashboardPeriods as readonly string[]).includes(raw ?? '') ? (raw as DashboardPeriod) : 'week';
  const offset = Math.min(0, Math.trunc(Number(params.get('offset') ?? 0)) || 0);
  const set = (next: PeriodChoice) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        p.set('period', next.period);
        if (next.offset) p.set('offset', String(next.offset));
        else p.delete('offset');
        return p;
      },
      { replace: true },
    );
  return [{ period, offset }, set];
}

/** Week / month / quarter, and previous / next; the future is not offered. */
export function PeriodPicker({
  choice,
  onChange,
  span,
}: {
  choice: PeriodChoice;
  onChange: (next: PeriodChoice) => void;
  span?: { from: string; to: string };
}) {
  return (
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice.period}
        aria-label="Period"
        onChange={(_, period: DashboardPeriod | null) => period && onChange({ period, offset: 0 })}
      >
        {dashboardPeriods.map((p) => (
          <ToggleButton key={p} value={p}>
            {names[p]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <IconButton size="small" aria-label={`Previous ${choice.period}`} onClick={() => onChange({ ...choice, offset: choice.offset - 1 })}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="body2" sx={{ minWidth: 168, textAlign: 'center' }} aria-live="polite">
          {span ? `${formatCalendarDate(span.from)} – ${formatCalendarDate(span.to)}` : ''}
        </Typography>
        <IconButton
          size="small"
          aria-label={`Next ${choice.period}`}
          disabled={choice.offset >= 0}
          onClick={() => onChange({ ...choice, offset: choice.offset + 1 })}
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
