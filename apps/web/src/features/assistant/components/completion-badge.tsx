import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import Chip from '@mui/material/Chip';
import { useCompletionStats } from '../api/get-completion-stats';

/** Spec 2.7: how many notes are documented or pending; hidden when the server has no figures. */
export function CompletionBadge({ enabled }: { enabled: boolean }) {
  const { data } = useCompletionStats(enabled);
  if (!data) return null;
  const pct = Math.round(data.completion_percentage);
  const label = data.all_documented ? 'All notes documented' : `${data.pending_count} pending · ${pct}% documented`;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={data.all_documented ? 'success' : 'warning'}
      icon={data.all_documented ? <CheckCircleOutlined /> : <PendingActionsOutlined />}
      label={label}
      aria-label={`Notes completion: ${label}`}
      data-testid="completion-badge"
    />
  );
}
