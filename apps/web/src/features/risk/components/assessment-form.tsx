import { useRef, useState, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { RiskAssessment } from '@tend/contracts/risk.contract';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useCompleteRiskAssessment } from '../api/complete-risk-assessment';
import { useCreateRiskAssessment } from '../api/create-risk-assessment';
import { useUpdateRiskAssessment } from '../api/update-risk-assessment';
import {
  checkCompletion,
  chosenLevel,
  draftFromAssessment,
  draftRequest,
  emptyAssessmentDraft,
  liveTriage,
  type AssessmentDraft,
} from '../logic/assessment-draft';
import { FactorsSection } from './factors-section';
import { FormSection, fieldId } from './form-section';
import { HomicideSection } from './homicide-section';
import { LevelSection } from './level-section';
import { RiskLevelChip } from './risk-level-chip';
import { ScreenerSection } from './screener-section';
import { SelfHarmSection } from './self-harm-section';

interface AssessmentFormProps {
  clientId: string;
  /** The note it starts from (a new assessment only). */
  noteId?: string | null;
  /** The draft being continued; none for a new assessment (created on its first save). */
  assessment?: RiskAssessment;
  onSaved: (saved: RiskAssessment) => void;
}

/** The assessment: screener, self-harm, harm to others, factors, formulation and level; save as draft or complete. */
export function AssessmentForm({ clientId, noteId, assessment, onSaved }: AssessmentFormProps) {
  const [draft, setDraft] = useState<AssessmentDraft>(() => (assessment ? draftFromAssessment(assessment) : emptyAssessmentDraft()));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const create = useCreateRiskAssessment();
  const update = useUpdateRiskAssessment();
  const complete = useCompleteRiskAssessment();
  const busy = create.isPending || update.isPending || complete.isPending;
  const error = create.error ?? update.error ?? complete.error;

  const change = (next: AssessmentDraft) => {
    setDraft(next);
    // A problem goes once its field is answered; the rest stay until the next try.
    if (Object.keys(problems).length > 0) setProblems(checkCompletion(next).problems);
  };

  // The draft this form created, kept so a retried completion or save reuses it rather than creating another.
  const createdId = useRef<string | null>(null);
  const draftId = () => assessment?.id ?? createdId.current;

  /** Saves the draft as it stands: the first save creates it. */
  const saveDraft = async (): Promise<RiskAssessment> => {
    const body = draftRequest(draft);
    const id = draftId();
    if (id) return update.mutateAsync({ id, body });
    const created = await create.mutateAsync({ clientId, body: { ...body, ...(noteId ? { note_id: noteId } : {}) } });
    createdId.current = created.id;
    return created;
  };

  const onSaveDraft = async () => {
    try {
      const saved = await saveDraft();
      toast('Draft saved', 'success');
      onSaved(saved);
    } catch {
      // The error is shown under the form.
    }
  };

  const onComplete = async () => {
    const checked = checkCompletion(draft);
    setProblems(checked.problems);
    if (!checked.request) {
      const first = Object.keys(checked.problems)[0];
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    try {
      const id = draftId() ?? (await saveDraft()).id;
      const saved = await complete.mutateAsync({ id, body: checked.request });
      toast('Assessment completed', 'success');
      onSaved(saved);
    } catch {
      // As above.
    }
  };

  // Ctrl/Cmd+S saves the draft without leaving the keyboard.
  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
      e.preventDefault();
      if (!busy) void onSaveDraft();
    }
  };

  const sectionProps = { draft, onChange: change, problems, disabled: busy };
  const missing = Object.keys(problems).length;
  return (
    <Stack
      component="form"
      spacing={1.5}
      noValidate
      aria-label="Risk assessment"
      onKeyDown={onKeyDown}
      onSubmit={(e) => {
        e.preventDefault();
        void onComplete();
      }}
    >
      <ScreenerSection {...sectionProps} />
      <SelfHarmSection {...sectionProps} />
      <HomicideSection {...sectionProps} />
      <FactorsSection kind="risk_factors" {...sectionProps} />
      <FactorsSection kind="protective_factors" {...sectionProps} />
      <FormSection title="Formulation" hint="Your synthesis: what drives the risk now, what protects, and the plan.">
        <TextField
          label="Formulation"
          value={draft.formulation}
          onChange={(e) => change({ ...draft, formulation: e.target.value })}
          disabled={busy}
          multiline
          minRows={3}
          fullWidth
          size="small"
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 20_000 } }}
        />
      </FormSection>
      <LevelSection {...sectionProps} />
      {missing > 0 && (
        <Alert severity="warning">
          {problems.level_reason && missing === 1
            ? 'Give the reason for the lower level to complete.'
            : 'Answer the marked questions to complete the assessment.'}
        </Alert>
      )}
      {error && <Alert severity="error">{messageOf(error)}</Alert>}
      {/* Sticky: the live level and the actions stay in view while the clinician works down the form. */}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 1,
          py: 1,
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
          alignItems: 'center',
          justifyContent: 'flex-end',
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ mr: 'auto' }} data-testid="live-level">
          <RiskLevelChip level={chosenLevel(draft, liveTriage(draft).level)} prefix="Level" />
        </Box>
        <Button onClick={() => void onSaveDraft()} disabled={busy} title="Ctrl+S">
          Save draft
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {complete.isPending ? 'Completing…' : 'Complete assessment'}
        </Button>
      </Stack>
    </Stack>
  );
}
