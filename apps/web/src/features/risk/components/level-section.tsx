import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { riskLevelLabels, riskLevels, type RiskLevel } from '@tend/contracts/risk.contract';
import { chosenLevel, isLowered, liveTriage } from '../logic/assessment-draft';
import { FormSection, fieldId } from './form-section';
import { RiskLevelChip } from './risk-level-chip';
import type { SectionProps } from './screener-section';

/** The level the answers give (live, with why), then the clinician's own: raising is free, lowering needs a reason. */
export function LevelSection({ draft, onChange, problems, disabled }: SectionProps) {
  const { level: computed, reasons } = liveTriage(draft);
  const chosen = chosenLevel(draft, computed);
  const lowered = isLowered(draft, computed);
  return (
    <FormSection title="Risk level">
      <Box aria-live="polite" data-testid="computed-level" sx={{ my: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">From the answers:</Typography>
          <RiskLevelChip level={computed} />
        </Stack>
        {reasons.length > 0 && (
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {reasons.map((r) => (
              <Typography component="li" variant="body2" color="text.secondary" key={r}>
                {r}
              </Typography>
            ))}
          </Box>
        )}
      </Box>
      <FormControl component="fieldset" disabled={disabled}>
        <FormLabel component="legend" sx={{ color: 'text.primary', typography: 'body2' }}>
          Your clinical judgement
        </FormLabel>
        <RadioGroup
          row
          value={chosen ?? ''}
          onChange={(e) => {
            const picked = e.target.value as RiskLevel;
            onChange({ ...draft, level: picked === computed ? null : picked });
          }}
        >
          {riskLevels.map((l) => (
            <FormControlLabel key={l} value={l} control={<Radio size="small" id={`risk-level-${l}`} />} label={riskLevelLabels[l]} />
          ))}
        </RadioGroup>
      </FormControl>
      {lowered && (
        <TextField
          id={fieldId('level_reason')}
          label="Why is your level lower than the screener’s?"
          required
          size="small"
          fullWidth
          multiline
          minRows={2}
          value={draft.level_reason}
          onChange={(e) => onChange({ ...draft, level_reason: e.target.value })}
          error={!!problems.level_reason}
          helperText={problems.level_reason ?? 'Recorded with the assessment.'}
          disabled={disabled}
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      )}
    </FormSection>
  );
}
