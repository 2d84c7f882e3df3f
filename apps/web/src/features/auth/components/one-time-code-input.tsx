import { TextInput } from '@/components/text-input';

/** The 6-digit code field: the phone keyboard and the browser's one-time-code autofill. */
export function OneTimeCodeInput({
  value,
  onChange,
  label = 'Code from your authenticator app',
  autoFocus = true,
}: {
  value: string;
  onChange: (v: string) => void;
  label?: string;
  autoFocus?: boolean;
}) {
  return (
    <TextInput
      label={label}
      name="one-time-code"
      autoComplete="one-time-code"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/[^\d ]/g, '').slice(0, 7))}
      autoFocus={autoFocus}
      required
    />
  );
}
