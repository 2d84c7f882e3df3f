import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { aiHealthView } from './ai-health';
import { useAiHealth } from './api/get-ai-health';

/** Spec 2.8 and 4: green 'AI OK' or amber 'AI Degraded' with its reason. */
export function AiHealthBadge() {
  const health = useAiHealth();
  const view = aiHealthView(health.data, health.isError);
  if (view.state === 'checking') return null;
  const ok = view.state === 'ok';
  const detail = ok ? `AI engine: ${view.where}` : `AI Degraded: ${view.reason}`;
  return (
    <Tooltip title={detail}>
      <Chip
        size="small"
        color={ok ? 'success' : 'warning'}
        label={ok ? 'AI OK' : 'AI Degraded'}
        aria-label={ok ? `AI OK, ${detail}` : detail}
        data-reason={ok ? undefined : view.reason}
        sx={{ fontWeight: 600 }}
      />
    </Tooltip>
  );
}
