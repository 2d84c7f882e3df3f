import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Recommendation } from '@tend/contracts/assistant.contract';

const priorityColor = { high: 'error', medium: 'warning', low: 'default' } as const;

/** Spec 3: recommendations with their priority and action items. */
export function RecommendationList({ recommendations }: { recommendations: readonly Recommendation[] }) {
  if (recommendations.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {recommendations.map((r, i) => (
        <Paper key={`${r.title}-${i}`} variant="outlined" sx={{ p: 1.5 }} aria-label={`Recommendation: ${r.title}`} role="group">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <Typography variant="subtitle2" component="p" sx={{ flex: 1 }}>
              {r.title}
            </Typography>
            <Chip size="small" variant="outlined" label={`${r.priority} priority`} color={priorityColor[r.priority] ?? 'default'} />
          </Stack>
          {r.description && (
            <Typography variant="body2" color="text.secondary">
              {r.description}
            </Typography>
          )}
          {r.action_items.length > 0 && (
            <Typography component="ul" variant="body2" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {r.action_items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </Typography>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
