import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouterLink } from '@/components/router-link';
import { useCompletionStats } from '@/features/assistant';
import { DashboardCard } from './dashboard-card';

/** Past sessions still without a signed note, and how much of the caseload is documented. */
export function NotesDue() {
  const { data, isPending } = useCompletionStats(true);
  return (
    <DashboardCard
      title="Notes due"
      action={
        <RouterLink to="/notes" variant="caption">
          Open notes
        </RouterLink>
      }
    >
      {isPending ? (
        <LinearProgress aria-label="Loading notes due" />
      ) : !data ? (
        <Typography variant="body2" color="text.secondary">
          Note figures are not available right now.
        </Typography>
      ) : data.all_documented ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CheckCircleOutlined fontSize="small" color="success" />
          <Typography variant="body2">All past sessions have a signed note.</Typography>
        </Stack>
      ) : (
        <Stack spacing={0.75}>
          <Typography variant="body2">
            <strong>{data.pending_count}</strong> {data.pending_count === 1 ? 'session needs its note' : 'sessions need their notes'} ·{' '}
            {Math.round(data.completion_percentage)}% documented
          </Typography>
          <LinearProgress
            variant="determinate"
            value={data.completion_percentage}
            color={data.pending_count > 5 ? 'error' : 'warning'}
            aria-label="Notes documented"
          />
        </Stack>
      )}
    </DashboardCard>
  );
}
