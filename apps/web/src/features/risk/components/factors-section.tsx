import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import { factorOptions, toggleFactor, type FactorKind } from '../logic/assessment-draft';
import { FormSection } from './form-section';
import type { SectionProps } from './screener-section';

const titles: Record<FactorKind, string> = { risk_factors: 'Risk factors', protective_factors: 'Protective factors' };

/** Risk or protective factors: the standard ones as checkboxes, others as free text (one per line). */
export function FactorsSection({ kind, draft, onChange, disabled }: Omit<SectionProps, 'problems'> & { kind: FactorKind }) {
  const value = draft[kind];
  return (
    <FormSection title={titles[kind]}>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 1 }}>
        {factorOptions[kind].map((factor) => (
          <FormControlLabel
            key={factor}
            sx={{ mr: 0 }}
            control={
              <Checkbox
                size="small"
                checked={value.ticked.includes(factor)}
                onChange={(e) => onChange(toggleFactor(draft, kind, factor, e.target.checked))}
                disabled={disabled}
                sx={{ py: 0.5 }}
              />
            }
            label={factor}
            slotProps={{ typography: { variant: 'body2' } }}
          />
        ))}
      </FormGroup>
      <Box sx={{ mt: 1 }}>
        <TextField
          size="small"
          label={`Other ${titles[kind].toLowerCase()}`}
          helperText="One per line"
          value={value.other}
          onChange={(e) => onChange({ ...draft, [kind]: { ...value, other: e.target.value } })}
          disabled={disabled}
          multiline
          minRows={2}
          fullWidth
        />
      </Box>
    </FormSection>
  );
}
