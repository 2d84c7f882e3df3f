import { useEffect, useRef, useState } from 'react';
import { Link as RouterLinkBase } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { measureDefinitions, type DueForm, type SubmitMeasureResponse } from '@tend/contracts/measures.contract';
import { messageOf } from '@/lib/api-error';
import { EmptyState } from '@/components/empty-state';
import { RouterLink } from '@/components/router-link';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { CrisisPanel, MeasureForm, useDueForms } from '@/features/measures';

function Submitted({ answer, onBack }: { answer: SubmitMeasureResponse; onBack: () => void }) {
  const { response } = answer;
  const name = measureDefinitions[response.measure].name;
  const top = useRef<HTMLDivElement>(null);
  // The form was long: bring the answer (and any crisis resources) into view.
  useEffect(() => {
    top.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <Stack spacing={2} ref={top}>
      {answer.crisis_resources && <CrisisPanel resources={answer.crisis_resources} />}
      <Alert severity="success" role="status">
        Thank you — your {name === 'Intake' ? 'intake questionnaire was' : `${name} answers were`} sent to your clinician.
        {response.score !== null &&
          ` Your score: ${response.score} of ${response.max_score}${response.severity_label ? ` (${response.severity_label.toLowerCase()})` : ''}.`}
      </Alert>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={onBack}>
          Back to forms
        </Button>
        {response.score !== null && (
          <Button component={RouterLinkBase} to="/client/health">
            See your scores over time
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** /client/forms: the forms due now (for the user and any minor in their care), and the form filler. */
export default function FormsPage() {
  const due = useDueForms();
  const [open, setOpen] = useState<DueForm | null>(null);
  const [submitted, setSubmitted] = useState<SubmitMeasureResponse | null>(null);
  const forSomeoneElse = (due.data?.clients.length ?? 0) > 1;

  let body;
  if (submitted) body = <Submitted answer={submitted} onBack={() => setSubmitted(null)} />;
  else if (open)
    body = (
      <MeasureForm
        measure={open.measure}
        clientId={open.client_id}
        assignmentId={open.assignment_id}
        onCancel={() => setOpen(null)}
        onSubmitted={(answer) => {
          setOpen(null);
          setSubmitted(answer);
        }}
      />
    );
  else if (due.isPending) body = <PageLoading />;
  else if (due.isError) body = <Alert severity="error">Your forms could not be loaded: {messageOf(due.error)}</Alert>;
  else if (due.data.forms.length === 0)
    body = (
      <EmptyState title="No forms to complete right now">
        When your clinician asks you to fill in a questionnaire, it appears here. Your past answers are on{' '}
        <RouterLink to="/client/health">Health Tracking</RouterLink>.
      </EmptyState>
    );
  else
    body = (
      <Paper variant="outlined">
        <List aria-label="Forms to complete" disablePadding>
          {due.data.forms.map((f) => {
            const d = measureDefinitions[f.measure];
            return (
              <ListItem
                key={f.assignment_id}
                divider
                secondaryAction={
                  <Button
                    variant="contained"
                    size="small"
                    onClick={() => setOpen(f)}
                    aria-label={`Start ${d.name}${forSomeoneElse ? ` for ${f.client_name}` : ''}`}
                  >
                    Start
                  </Button>
                }
              >
                <ListItemText
                  primary={d.title}
                  secondary={[f.reason, forSomeoneElse ? `For ${f.client_name}` : null, `${d.items.filter((i) => i.required).length} questions`]
                    .filter(Boolean)
                    .join(' · ')}
                  sx={{ pr: 10 }}
                />
              </ListItem>
            );
          })}
        </List>
      </Paper>
    );

  return (
    <PageFrame title="Forms" description="Questionnaires your clinician asked you to complete.">
      {body}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Forms are not watched around the clock. If you are in crisis, call or text 988, or call 911.
      </Typography>
    </PageFrame>
  );
}
