import type { CssrsKey } from '@tend/contracts/risk.contract';
import { answerScreener, askedQuestions, type AssessmentDraft } from '../logic/assessment-draft';
import { FormSection, fieldId } from './form-section';
import { YesNoQuestion } from './yes-no-question';

interface SectionProps {
  draft: AssessmentDraft;
  onChange: (next: AssessmentDraft) => void;
  problems: Record<string, string>;
  disabled?: boolean;
}

/** The C-SSRS screener, Screen Version: questions 3–5 appear only after a yes to 2, 6a only after a yes to 6. */
export function ScreenerSection({ draft, onChange, problems, disabled }: SectionProps) {
  const set = (key: CssrsKey, value: boolean) => onChange(answerScreener(draft, key, value));
  return (
    <FormSection title="Columbia suicide severity screen (C-SSRS)" hint="Ask the questions as written. Questions 1–5 are about the past month.">
      {askedQuestions(draft.screener).map((q) => (
        <YesNoQuestion
          key={q.key}
          id={fieldId(`screener.${q.key}`)}
          number={q.number}
          label={q.text}
          value={draft.screener[q.key]}
          onChange={(v) => set(q.key, v)}
          error={problems[`screener.${q.key}`]}
          disabled={disabled}
        />
      ))}
    </FormSection>
  );
}

export type { SectionProps };
