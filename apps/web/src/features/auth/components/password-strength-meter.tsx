import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { passwordStrength } from '@tend/contracts/password-rule';

const colours = ['error', 'error', 'warning', 'success', 'success'] as const;

/**
 * A bar and a word for the password being typed, from the same rule the server enforces (too
 * short, too common), then a rough grade. Nothing until typing starts.
 */
export function PasswordStrengthMeter<F extends FieldValues & { password: string }, O extends FieldValues>({ control }: { control: Control<F, unknown, O> }) {
  // Watched here, not in the form: only the meter re-renders as the password is typed.
  const password = useWatch({ control, name: 'password' as Path<F> }) as string;
  if (!password) return null;
  const strength = passwordStrength(password);
  return (
    <Stack spacing={0.5}>
      <LinearProgress
        variant="determinate"
        value={strength.acceptable ? strength.score * 25 : 8}
        color={colours[strength.score]}
        aria-label="Strength"
        aria-valuetext={strength.label}
      />
      <Typography variant="caption" color={strength.acceptable ? 'text.secondary' : 'error'} aria-live="polite">
        Strength: {strength.label}
      </Typography>
    </Stack>
  );
}
