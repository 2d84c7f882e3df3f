import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Insight } from '@tend/contracts/assistant.contract';
import { insightColor, insightMetric, insightTone } from '../logic/severity';

/** Spec 3: insights as cards coloured by severity, with their metric. */
export function InsightCards({ insights }: { insights: readonly Insight[] }) {
  if (insights.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {insights.map((insight, i) => {
        const metric = insightMetric(insight.metric_value, insight.metric_unit);
        return (
          <Alert
            key={`${insight.title}-${i}`}
            severity={insightColor(insight.severity)}
            variant="outlined"
            data-severity={insightTone(insight.severity)}
            action={metric ? <Chip size="small" label={metric} aria-label={`Metric: ${metric}`} /> : undefined}
          >
            <AlertTitle sx={{ mb: insight.description ? 0.5 : 0 }}>{insight.title}</AlertTitle>
            {insight.description}
          </Alert>
        );
      })}
    </Stack>
  );
}
