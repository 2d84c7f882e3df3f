import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

interface YesNoQuestionProps {
  /** The id of the Yes radio, to move the focus to an unanswered question. */
  id: string;
  label: string;
  number?: string;
  value: boolean | null;
  onChange: (value: boolean) => void;
  error?: string;
  disabled?: boolean;
}

const asText = (v: boolean | null) => (v === null ? '' : v ? 'yes' : 'no');

/** One question answered Yes or No (arrow keys move between the two). */
export function YesNoQuestion({ id, label, number, value, onChange, error, disabled }: YesNoQuestionProps) {
  return (
    <FormControl component="fieldset" error={!!error} disabled={disabled} sx={{ width: '100%', py: 0.75 }} data-question={id}>
      <FormLabel component="legend" id={`${id}-label`} sx={{ color: 'text.primary', typography: 'body2', mb: 0.25 }}>
        {number ? `${number}. ${label}` : label}
      </FormLabel>
      <RadioGroup row aria-labelledby={`${id}-label`} value={asText(value)} onChange={(e) => onChange(e.target.value === 'yes')}>
        <FormControlLabel value="yes" control={<Radio size="small" id={id} />} label="Yes" />
        <FormControlLabel value="no" control={<Radio size="small" />} label="No" />
      </RadioGroup>
      {error && <FormHelperText sx={{ mx: 0 }}>{error}</FormHelperText>}
    </FormControl>
  );
}
