import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { SeriesScope } from '@tend/contracts/calendar.contract';

const scopeLabels: Record<SeriesScope, string> = {
  this: 'This visit only',
  following: 'This and following visits',
  all: 'All upcoming visits in the series',
};

/** Which visits of a recurring series a change applies to. */
export function ScopeChoice({ value, onChange, legend }: { value: SeriesScope; onChange: (scope: SeriesScope) => void; legend: string }) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId} sx={{ typography: 'body2' }}>
        {legend}
      </FormLabel>
      <RadioGroup aria-labelledby={labelId} value={value} onChange={(_event, next) => onChange(next as SeriesScope)}>
        {(Object.keys(scopeLabels) as SeriesScope[]).map((scope) => (
          <FormControlLabel key={scope} value={scope} control={<Radio size="small" />} label={scopeLabels[scope]} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
