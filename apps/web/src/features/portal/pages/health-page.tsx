import { useState } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { scoredMeasures } from '@tend/contracts/measures.contract';
import { messageOf } from '@/lib/api-error';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { EmptyState } from '@/components/empty-state';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { MoodLog, ScoresChart, trendText, useDueForms, usePortalHistory } from '@/features/measures';

/** /client/health: scores over time with their severity bands, and the mood log — for the user or a minor in their care. */
export default function HealthPage() {
  const timeZone = useTimeZone();
  const due = useDueForms();
  const [chosen, setChosen] = useState<string | null>(null);
  const clients = due.data?.clients ?? [];
  const clientId = chosen ?? clients[0]?.id ?? null;
  const history = usePortalHistory(clientId);

  let body;
  if (due.isPending || (clientId && history.isPending)) body = <PageLoading />;
  else if (due.isError) body = <Alert severity="error">Could not load: {messageOf(due.error)}</Alert>;
  else if (!clientId) body = <EmptyState title="Nothing tracked yet">Your portal is not linked to a client record yet. Ask your practice.</EmptyState>;
  else if (history.isError) body = <Alert severity="error">Your scores could not be loaded: {messageOf(history.error)}</Alert>;
  else {
    const data = history.data!;
    const scored = scoredMeasures.filter((m) => data.responses.some((r) => r.measure === m));
    body = (
      <Stack spacing={2}>
        {scored.length === 0 ? (
          <EmptyState title="No scores yet">Questionnaires you complete under Forms are scored and charted here.</EmptyState>
        ) : (
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="scores-title">
            <Typography id="scores-title" variant="subtitle1" component="h2">
              Your scores
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {data.trends.map((t) => trendText(t, timeZone)).join(' · ')}. Lower is better; the dashed lines mark where each range begins. Your clinician goes
              over these with you.
            </Typography>
            <Stack spacing={2}>
              {scored.map((m) => (
                <ScoresChart key={m} measure={m} results={data.responses} showTable />
              ))}
            </Stack>
          </Paper>
        )}
        <MoodLog clientId={clientId} entries={data.mood_entries} />
      </Stack>
    );
  }

  return (
    <PageFrame title="Health Tracking" description="Your questionnaire scores over time and your mood log, shared with your clinician.">
      {clients.length > 1 && (
        <TextField select size="small" label="Showing" value={clientId ?? ''} onChange={(e) => setChosen(e.target.value)} sx={{ mb: 2, minWidth: 220 }}>
          {clients.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {body}
    </PageFrame>
  );
}
