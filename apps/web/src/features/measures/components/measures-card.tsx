import { useState } from 'react';
import { Link as RouterLinkBase } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  measureDefinitions,
  measureKinds,
  measureScheduleLabels,
  measureSchedules,
  moodLabels,
  scoredMeasures,
  type MeasureKind,
  type MeasureSchedule,
} from '@tend/contracts/measures.contract';
import { can } from '@tend/contracts/permissions';
import { messageOf } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/me-query';
import { formatDate } from '@/lib/time/dates';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { useAssignMeasure } from '../api/assign-measure';
import { useEndMeasureAssignment } from '../api/end-measure-assignment';
import { useClientMeasureHistory } from '../api/get-client-measure-history';
import { useMeasureAssignments } from '../api/list-measure-assignments';
import { ResponseAnswersDialog } from './response-answers-dialog';
import { ScoresChart } from './scores-chart';
import { trendText } from './trend-line';

function AssignForm({ clientId }: { clientId: string }) {
  const [measure, setMeasure] = useState<MeasureKind>('phq9');
  const [schedule, setSchedule] = useState<MeasureSchedule>('monthly');
  const assign = useAssignMeasure(clientId);
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' } }}
      onSubmit={(e) => {
        e.preventDefault();
        assign.mutate({ measure, schedule });
      }}
    >
      <TextField select size="small" label="Measure" value={measure} onChange={(e) => setMeasure(e.target.value as MeasureKind)} sx={{ minWidth: 150 }}>
        {measureKinds.map((k) => (
          <MenuItem key={k} value={k}>
            {measureDefinitions[k].name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="Schedule" value={schedule} onChange={(e) => setSchedule(e.target.value as MeasureSchedule)} sx={{ minWidth: 200 }}>
        {measureSchedules.map((s) => (
          <MenuItem key={s} value={s}>
            {measureScheduleLabels[s]}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="outlined" loading={assign.isPending}>
        Assign
      </Button>
      {assign.isError && (
        <Alert severity="error" sx={{ py: 0 }}>
          {messageOf(assign.error)}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The client page's "Measures" card: an alert while an urgent answer awaits follow-up, the latest
 * score per measure with its trend, assignments (assign, end), and the charts.
 */
export function MeasuresCard({ clientId }: { clientId: string }) {
  const user = useCurrentUser();
  const timeZone = useTimeZone();
  const history = useClientMeasureHistory(clientId);
  const assignments = useMeasureAssignments(clientId);
  const end = useEndMeasureAssignment(clientId);
  const mayWrite = can(user, 'clients:write');
  const current = assignments.data?.assignments.filter((a) => a.ended_at === null) ?? [];
  const data = history.data;
  const latestMood = data?.mood_entries.at(-1);
  const [viewing, setViewing] = useState<string | null>(null);
  const recent = [...(data?.responses ?? [])].reverse().slice(0, 5);

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="measures-card-title">
      <Typography id="measures-card-title" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        Measures
      </Typography>
      <Stack spacing={1.5}>
        {data?.urgent_open && (
          <Alert
            severity="error"
            action={
              <Button component={RouterLinkBase} to="/todo" color="inherit" size="small">
                Tasks
              </Button>
            }
          >
            An urgent answer needs follow-up: PHQ-9 item 9 (thoughts of being better off dead or of self-harm) was answered above 0.
          </Alert>
        )}
        {history.isError && <Alert severity="error">Scores could not be loaded: {messageOf(history.error)}</Alert>}
        {assignments.isError && <Alert severity="error">Assignments could not be loaded: {messageOf(assignments.error)}</Alert>}
        {data && data.trends.length > 0 && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Latest scores">
            {data.trends.map((t) => (
              <Chip key={t.measure} variant="outlined" label={`${trendText(t, timeZone)}${t.latest_severity_label ? ` · ${t.latest_severity_label}` : ''}`} />
            ))}
          </Stack>
        )}
        {current.length > 0 ? (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="Assigned">
            {current.map((a) => (
              <Stack component="li" key={a.id} direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.25, flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ minWidth: 64, fontWeight: 500 }}>
                  {measureDefinitions[a.measure].name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {measureScheduleLabels[a.schedule]}
                  {a.last_answered_at ? ` · last answered ${formatDate(a.last_answered_at, timeZone)}` : ' · not answered yet'}
                </Typography>
                {a.due && <Chip size="small" color="info" variant="outlined" label="Due now" />}
                {mayWrite && (
                  <Button
                    size="small"
                    onClick={() => end.mutate(a.id)}
                    disabled={end.isPending}
                    aria-label={`End ${measureDefinitions[a.measure].name} assignment`}
                  >
                    End
                  </Button>
                )}
              </Stack>
            ))}
          </Box>
        ) : (
          assignments.isSuccess && (
            <Typography variant="body2" color="text.secondary">
              Nothing assigned. Assign a measure and the client sees it under Forms in their portal when it is due.
            </Typography>
          )
        )}
        {mayWrite && <AssignForm clientId={clientId} />}
        {data && scoredMeasures.map((m) => (data.responses.some((r) => r.measure === m) ? <ScoresChart key={m} measure={m} results={data.responses} /> : null))}
        {recent.length > 0 && (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="Recent answers">
            {recent.map((r) => (
              <Stack component="li" key={r.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2">
                  {measureDefinitions[r.measure].name} · {formatDate(r.submitted_at, timeZone)}
                  {r.score !== null ? ` · ${r.score}/${r.max_score} ${r.severity_label ?? ''}` : ''}
                </Typography>
                {r.urgent && <Chip size="small" color="error" label="Item 9 above 0" />}
                <Button
                  size="small"
                  onClick={() => setViewing(r.id)}
                  aria-label={`View ${measureDefinitions[r.measure].name} answers of ${formatDate(r.submitted_at, timeZone)}`}
                >
                  View answers
                </Button>
              </Stack>
            ))}
          </Box>
        )}
        {viewing && <ResponseAnswersDialog clientId={clientId} responseId={viewing} onClose={() => setViewing(null)} />}
        {latestMood && (
          <Typography variant="body2" color="text.secondary">
            Mood log: {data!.mood_entries.length} {data!.mood_entries.length === 1 ? 'entry' : 'entries'}, latest {moodLabels[latestMood.mood]} (
            {latestMood.mood}/5) on {formatDate(latestMood.recorded_at, timeZone)}.
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
