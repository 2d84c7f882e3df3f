import { useId, type ChangeEvent, type FocusEvent, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface TextInputProps {
  label: string;
  /** Absent when a form library owns the value through `inputRef`. */
  value?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The input element (a form library focuses the first field in error through it). */
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  type?: 'text' | 'email' | 'password' | 'search';
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  readOnly?: boolean;
  error?: boolean;
  helperText?: ReactNode;
}

/**
 * An outlined text field without MUI's TextField, which also pulls in Select, Menu and Modal:
 * the sign-in screens stay inside their bundle budget (bench/README.md).
 */
export function TextInput({ label, helperText, error, required, readOnly, ...input }: TextInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" fullWidth error={error} required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} readOnly={readOnly} aria-describedby={helperText ? helperId : undefined} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
