import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { nssiFrequencies, nssiFrequencyLabels, type SelfHarm } from '@tend/contracts/risk.contract';
import { changeSelfHarm } from '../logic/assessment-draft';
import { FormSection, fieldId } from './form-section';
import type { SectionProps } from './screener-section';
import { YesNoQuestion } from './yes-no-question';

/** Non-suicidal self-injury: in the past month, how often and when last. */
export function SelfHarmSection({ draft, onChange, problems, disabled }: SectionProps) {
  const s = draft.self_harm;
  const set = (patch: Partial<SelfHarm>) => onChange(changeSelfHarm(draft, patch));
  return (
    <FormSection title="Self-harm" hint="Self-injury without intent to die.">
      <YesNoQuestion
        id={fieldId('self_harm.nssi_past_month')}
        label="In the past month, has the client hurt themselves on purpose without wanting to die (e.g. cutting, burning)?"
        value={s.nssi_past_month}
        onChange={(v) => set({ nssi_past_month: v })}
        error={problems['self_harm.nssi_past_month']}
        disabled={disabled}
      />
      {s.nssi_past_month === true && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1 }}>
          <TextField
            select
            size="small"
            label="How often"
            value={s.frequency ?? ''}
            onChange={(e) => set({ frequency: (e.target.value || null) as SelfHarm['frequency'] })}
            disabled={disabled}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">Not recorded</MenuItem>
            {nssiFrequencies.map((f) => (
              <MenuItem key={f} value={f}>
                {nssiFrequencyLabels[f]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="date"
            label="Last time"
            value={s.last_occurred_on ?? ''}
            onChange={(e) => set({ last_occurred_on: e.target.value || null })}
            disabled={disabled}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { style: { minWidth: 0 } } }}
          />
        </Stack>
      )}
      <TextField
        size="small"
        label="Self-harm notes"
        value={s.notes}
        onChange={(e) => set({ notes: e.target.value })}
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
