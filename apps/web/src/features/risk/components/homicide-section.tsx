import TextField from '@mui/material/TextField';
import { homicideItemLabels } from '@tend/contracts/risk.contract';
import { answerHomicide, type HomicideItem } from '../logic/assessment-draft';
import { FormSection, fieldId } from './form-section';
import type { SectionProps } from './screener-section';
import { YesNoQuestion } from './yes-no-question';

const followUps: HomicideItem[] = ['identified_person', 'plan', 'intent', 'access_to_means'];

/** Thoughts of harming others; the follow-up items only after a yes. */
export function HomicideSection({ draft, onChange, problems, disabled }: SectionProps) {
  const h = draft.homicide;
  const item = (key: HomicideItem) => (
    <YesNoQuestion
      key={key}
      id={fieldId(`homicide.${key}`)}
      label={homicideItemLabels[key]}
      value={h[key]}
      onChange={(v) => onChange(answerHomicide(draft, key, v))}
      error={problems[`homicide.${key}`]}
      disabled={disabled}
    />
  );
  return (
    <FormSection title="Harm to others">
      {item('thoughts')}
      {h.thoughts === true && followUps.map(item)}
      <TextField
        size="small"
        label="Harm to others notes"
        value={h.notes}
        onChange={(e) => onChange({ ...draft, homicide: { ...h, notes: e.target.value } })}
        disabled={disabled}
        multiline
        minRows={1}
        fullWidth
        sx={{ mt: 1.5 }}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </FormSection>
  );
}
