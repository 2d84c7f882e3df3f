import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RiskResponse } from '@tend/contracts/notes.contract';
import { describeRiskResponse } from '@/lib/notes/note-review';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { RouterLink } from '@/components/router-link';
import { assessmentHref } from '@/features/risk';

/** The clinician's recorded response to risk, signed with the note: every response in words. */
export function RiskResponseSummary({ response }: { response: RiskResponse }) {
  const timeZone = useTimeZone();
  const { lines, details } = describeRiskResponse(response, (iso) =>
    new Date(iso).toLocaleString(undefined, { timeZone, dateStyle: 'medium', timeStyle: 'short' }),
  );
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="risk-response">
      <AlertTitle sx={{ mb: 0.5 }}>Risk response</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5, '& > li + li': { mt: 0.25 } }}>
        {lines.map((line, i) => (
          <Typography component="li" variant="body2" key={i} sx={{ overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        ))}
      </Box>
      {response.assessment_id && (
        <Typography variant="body2" sx={{ mt: 0.75 }}>
          <RouterLink to={assessmentHref(response.assessment_id)}>Risk assessment attached</RouterLink>
        </Typography>
      )}
      {details && (
        <Typography variant="body2" sx={{ mt: 0.75, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          Details: {details}
        </Typography>
      )}
    </Alert>
  );
}
