import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { crisisLine988, safetyPlanSectionKeys, safetyPlanSectionTitles, type SafetyPlan } from '@tend/contracts/risk.contract';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useSaveSafetyPlan } from '../api/save-safety-plan';
import { isItemSection, planDraftFrom, planProblems, planRequestSections, type ContactSection, type PlanDraft } from '../logic/plan-draft';
import { FormSection } from './form-section';
import { PlanContactsField } from './plan-contacts-field';
import { PlanItemsField } from './plan-items-field';
import { planShortLabels } from './plan-labels';

interface SafetyPlanEditorProps {
  clientId: string;
  plan: SafetyPlan | null;
  /** The assessment the plan follows, when edited from one. */
  assessmentId?: string | null;
  onDone: () => void;
}

const nameLabels: Record<ContactSection, string> = {
  social_distraction: 'Person or place',
  people_to_ask_for_help: 'Name',
  professionals_and_agencies: 'Clinician or agency',
};

/** The 988 Lifeline: always on the plan, not editable or removable. */
function Fixed988() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap', mt: 1 }} data-testid="fixed-988">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {crisisLine988.name}
      </Typography>
      <Link href={`tel:${crisisLine988.phone}`} variant="body2">
        {crisisLine988.phone}
      </Link>
      <Typography variant="caption" color="text.secondary">
        Always on the plan
      </Typography>
    </Stack>
  );
}

/** The Stanley–Brown safety plan, section by section, written with the client. */
export function SafetyPlanEditor({ clientId, plan, assessmentId, onDone }: SafetyPlanEditorProps) {
  const [draft, setDraft] = useState<PlanDraft>(() => planDraftFrom(plan));
  const save = useSaveSafetyPlan();
  const busy = save.isPending;
  const [problems, setProblems] = useState<Record<string, string>>({});
  const submit = () => {
    const found = planProblems(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { clientId, body: { sections: planRequestSections(draft), assessment_id: assessmentId ?? plan?.assessment_id ?? null } },
      {
        onSuccess: () => {
          toast('Safety plan saved', 'success');
          onDone();
        },
      },
    );
  };

  return (
    <Stack
      component="form"
      spacing={1.5}
      aria-label="Safety plan"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {safetyPlanSectionKeys.map((key) => (
        <FormSection key={key} title={safetyPlanSectionTitles[key]}>
          {key === 'professionals_and_agencies' && <Fixed988 />}
          {isItemSection(key) ? (
            <PlanItemsField label={planShortLabels[key]} items={draft[key]} onChange={(items) => setDraft({ ...draft, [key]: items })} disabled={busy} />
          ) : (
            <PlanContactsField
              label={planShortLabels[key]}
              nameLabel={nameLabels[key]}
              contacts={draft[key]}
              nameErrors={draft[key].map((_, i) => problems[`${key}.${i}`])}
              onChange={(contacts) => setDraft({ ...draft, [key]: contacts })}
              disabled={busy}
            />
          )}
        </FormSection>
      ))}
      {save.error && <Alert severity="error">{messageOf(save.error)}</Alert>}
      <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Saving…' : 'Save safety plan'}
        </Button>
      </Stack>
    </Stack>
  );
}
