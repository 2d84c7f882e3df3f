import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { riskResponseActions, type RiskResponse } from '@tend/contracts/notes.contract';
import { checkRiskResponse, riskActionLabels, type RiskAction, type RiskDraft } from '../lib/notes/note-review';

/** Issue 5 item 5: a note with risk language is signed only with the clinician's recorded response. */
export function RiskResponseFields({ value, onChange, error }: { value: RiskDraft; onChange: (next: RiskDraft) => void; error?: string | null }) {
  return (
    <FormControl component="fieldset" sx={{ mt: 1 }} error={!!error}>
      <FormLabel component="legend">This note mentions risk. How did you respond?</FormLabel>
      <RadioGroup value={value.action} onChange={(e) => onChange({ ...value, action: e.target.value as RiskAction })}>
        {riskResponseActions.map((action) => (
          <FormControlLabel key={action} value={action} control={<Radio size="small" />} label={riskActionLabels[action]} />
        ))}
      </RadioGroup>
      <TextField
        label={value.action === 'no_action' ? 'Why is no action needed?' : 'Details (optional)'}
        value={value.reason}
        onChange={(e) => onChange({ ...value, reason: e.target.value })}
        multiline
        minRows={2}
        size="small"
        required={value.action === 'no_action'}
        error={!!error}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </FormControl>
  );
}

/**
 * The fields and their check, for every dialog that signs a note. `take()` answers the response
 * to send (undefined when none is needed), or false after showing what is missing.
 */
export function useRiskResponse(needed: boolean) {
  const [draft, setDraft] = useState<RiskDraft>({ action: '', reason: '' });
  const [error, setError] = useState<string | null>(null);

  const take = (): RiskResponse | undefined | false => {
    if (!needed) return undefined;
    const checked = checkRiskResponse(draft);
    if (checked.ok) return checked.value;
    setError(checked.error);
    return false;
  };

  const fields = needed ? (
    <RiskResponseFields
      value={draft}
      onChange={(next) => {
        setDraft(next);
        setError(null);
      }}
      error={error}
    />
  ) : null;

  return { fields, take };
}
