import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DiagnosisCode } from '@tend/contracts/client-details.contract';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { minimumCodeSearch, useDiagnosisCodeSearch } from '../api/search-diagnosis-codes';

/** How long typing pauses before the list is asked. */
export const codeSearchDebounceMs = 250;

interface DiagnosisSearchProps {
  onPick: (code: DiagnosisCode) => void;
  /** Codes already current: shown, not pickable. */
  taken?: readonly string[];
  disabled?: boolean;
}

/** "Add diagnosis": searches the ICD-10-CM list by code or words as the user types; a pick is handed on and the field clears. */
export function DiagnosisSearch({ onPick, taken = [], disabled }: DiagnosisSearchProps) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, codeSearchDebounceMs);
  const codes = useDiagnosisCodeSearch(search);
  const typedEnough = input.trim().length >= minimumCodeSearch;
  return (
    <Autocomplete<DiagnosisCode>
      options={typedEnough ? (codes.data ?? []) : []}
      value={null}
      inputValue={input}
      onInputChange={(_, value, reason) => {
        // Picking resets the text to the (empty) value; the pick clears it below instead.
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_, picked) => {
        if (!picked || taken.includes(picked.code)) return;
        onPick(picked);
        setInput('');
      }}
      // The server ranks the matches; showing them as they come keeps its order.
      filterOptions={(options) => options}
      getOptionLabel={(o) => `${o.code} ${o.description}`}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      getOptionDisabled={(o) => taken.includes(o.code)}
      loading={typedEnough && codes.isFetching}
      noOptionsText={typedEnough ? (codes.isError ? 'The code list could not be searched' : 'No matching ICD-10-CM code') : 'Type a code or words'}
      disabled={disabled}
      autoHighlight
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props}>
          <Typography component="span" variant="body2" sx={{ fontWeight: 600, mr: 1, whiteSpace: 'nowrap' }}>
            {o.code}
          </Typography>
          <Typography component="span" variant="body2">
            {o.description}
            {taken.includes(o.code) ? ' (current)' : ''}
          </Typography>
        </li>
      )}
      renderInput={(params) => <TextField {...params} size="small" label="Add diagnosis" placeholder="ICD-10-CM code or words, e.g. F41.1 or panic" />}
    />
  );
}
