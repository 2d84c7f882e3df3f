import { useSearchParams } from 'react-router';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { can } from '@tend/contracts/permissions';
import type { RiskAssessment } from '@tend/contracts/risk.contract';
import { EmptyState } from '@/components/empty-state';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { RouterLink } from '@/components/router-link';
import { isApiError, messageOf } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/me-query';
import { useTimeZone } from '@/lib/time/use-time-zone';
import { useRiskAssessment } from '../api/get-risk-assessment';
import { useRiskAssessments } from '../api/list-risk-assessments';
import { AssessmentForm } from '../components/assessment-form';
import { AssessmentSummary } from '../components/assessment-summary';
import { AssessmentTable } from '../components/assessment-table';
import { HighRiskBanner } from '../components/high-risk-banner';
import { NewAssessment } from '../components/new-assessment';
import { SafetyPlanPanel } from '../components/safety-plan-panel';

function RecentAssessments({ onNew, mayWrite }: { onNew: () => void; mayWrite: boolean }) {
  const recent = useRiskAssessments();
  const timeZone = useTimeZone();
  if (recent.isPending) return <PageLoading />;
  if (recent.isError) return <Alert severity="error">Assessments could not be loaded: {messageOf(recent.error)}</Alert>;
  if (recent.data.assessments.length === 0)
    return (
      <EmptyState title="No risk assessments yet">
        Assessments of your clients are listed here, newest first. Start one here, from a client’s Risk tab, or from a note that mentions risk.
        {mayWrite && (
          <div>
            <Button onClick={onNew} sx={{ mt: 1 }}>
              New assessment
            </Button>
          </div>
        )}
      </EmptyState>
    );
  return <AssessmentTable label="Recent assessments" assessments={recent.data.assessments} timeZone={timeZone} showClient />;
}

/** One assessment: the form while it is a draft the caller may edit, else the record — with next steps and the safety plan. */
function OneAssessment({ id, onSaved }: { id: string; onSaved: (a: RiskAssessment) => void }) {
  const assessment = useRiskAssessment(id);
  const user = useCurrentUser();
  const timeZone = useTimeZone();
  if (assessment.isPending) return <PageLoading />;
  if (assessment.isError) {
    const status = isApiError(assessment.error) ? assessment.error.status : 0;
    return <Alert severity="error">{status === 404 || status === 400 ? 'This assessment could not be found.' : messageOf(assessment.error)}</Alert>;
  }
  const a = assessment.data;
  if (a.status === 'draft' && a.can_edit) return <AssessmentForm key={a.id} clientId={a.client_id} assessment={a} onSaved={onSaved} />;
  const high = a.status === 'completed' && a.level === 'high';
  return (
    <Stack spacing={1.5}>
      {high && <HighRiskBanner planHref="#safety-plan" />}
      <AssessmentSummary assessment={a} timeZone={timeZone} />
      {a.status === 'completed' && (
        <SafetyPlanPanel clientId={a.client_id} timeZone={timeZone} mayWrite={can(user, 'risk:write')} assessmentId={a.id} startEditing={high} />
      )}
    </Stack>
  );
}

/** /risk-assessment: recent assessments; ?id= one of them; ?new, ?client_id=&note_id= a new one. */
export default function RiskAssessmentPage() {
  const [params, setParams] = useSearchParams();
  const user = useCurrentUser();
  const mayWrite = can(user, 'risk:write');
  const id = params.get('id');
  const clientId = params.get('client_id');
  const creating = mayWrite && !id && (params.has('new') || !!clientId);
  const go = (next: Record<string, string>, replace = false) => setParams(next, { replace });
  const onSaved = (a: RiskAssessment) => go({ id: a.id }, true);

  return (
    <PageFrame
      title={id ? 'Risk assessment' : creating ? 'New risk assessment' : 'Risk Assessment'}
      description="The Columbia (C-SSRS) screener, self-harm and harm to others, risk and protective factors, and your formulation."
      actions={
        id || creating ? (
          <Button component={RouterLink} to="/risk-assessment">
            All assessments
          </Button>
        ) : (
          mayWrite && (
            <Button variant="contained" startIcon={<Add />} onClick={() => go({ new: '1' })}>
              New assessment
            </Button>
          )
        )
      }
    >
      {id ? (
        <OneAssessment id={id} onSaved={onSaved} />
      ) : creating ? (
        <NewAssessment
          clientId={clientId ?? ''}
          noteId={params.get('note_id')}
          onClientChange={(c) => go(c ? { client_id: c } : { new: '1' }, true)}
          onSaved={onSaved}
        />
      ) : (
        <RecentAssessments onNew={() => go({ new: '1' })} mayWrite={mayWrite} />
      )}
    </PageFrame>
  );
}
