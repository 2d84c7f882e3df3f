import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can } from '@tend/contracts/permissions';
import { RouterLink } from '@/components/router-link';
import { PageLoading } from '@/components/page-loading';
import { messageOf } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/me-query';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { useClientRiskAssessments } from '../api/list-client-risk-assessments';
import { AssessmentTable } from './assessment-table';
import { SafetyPlanPanel } from './safety-plan-panel';

export const newAssessmentHref = (clientId: string, noteId?: string) =>
  `/risk-assessment?client_id=${encodeURIComponent(clientId)}${noteId ? `&note_id=${encodeURIComponent(noteId)}` : ''}`;

/** The client page's Risk tab: the risk history as a timeline, and the current safety plan. */
export function ClientRiskTab({ clientId }: { clientId: string }) {
  const user = useCurrentUser();
  const timeZone = useTimeZone();
  const mayWrite = can(user, 'risk:write');
  const history = useClientRiskAssessments(clientId);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Risk history
        </Typography>
        {mayWrite && (
          <Button component={RouterLink} to={newAssessmentHref(clientId)} variant="outlined" size="small">
            Start risk assessment
          </Button>
        )}
      </Stack>
      {history.isPending ? (
        <PageLoading />
      ) : history.isError ? (
        <Alert severity="error">The risk history could not be loaded: {messageOf(history.error)}</Alert>
      ) : history.data.assessments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No risk assessments for this client yet.
        </Typography>
      ) : (
        <AssessmentTable label="Risk history" assessments={history.data.assessments} timeZone={timeZone} showClient={false} />
      )}
      <SafetyPlanPanel clientId={clientId} timeZone={timeZone} mayWrite={mayWrite} />
    </Stack>
  );
}
