import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { TextInput } from '@/components/text-input';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import { registerRequestSchema, type RegisterRequest } from '@tend/contracts/auth.contract';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { clearAfterSignIn, setAfterSignIn } from '@/lib/session/after-sign-in';
import { RouterLink } from '@/components/router-link';
import { AuthCard } from '../components/auth-card';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { useRegister } from '../api/register';

type RegisterFields = z.input<typeof registerRequestSchema>;

export default function RegisterPage() {
  const registerMutation = useRegister();
  const form = useForm<RegisterFields, unknown, RegisterRequest>({
    resolver: zodResolver(registerRequestSchema),
    // Most who open a practice here see its clients themselves; only they can be a client's clinician.
    defaultValues: { name: '', practice_name: '', email: '', password: '', is_provider: true },
  });
  const failure = registerMutation.error && messageOf(registerMutation.error);

  async function createAccount(values: RegisterRequest) {
    // A new account starts by completing its profile (this screen's guard redirects once signed in).
    setAfterSignIn('/profile/setup');
    try {
      await registerMutation.mutateAsync(values);
    } catch {
      clearAfterSignIn();
    }
  }

  const submit = form.handleSubmit(createAccount, () => registerMutation.reset());

  return (
    <AuthCard
      title="Create your practice"
      subtitle="You become the practice's administrator."
      width={480}
      footer={
        <Typography variant="body2">
          Already have an account? <RouterLink to="/login">Sign in</RouterLink>
        </Typography>
      }
    >
      <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)} aria-label="Create account">
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextInput label="Your name" autoComplete="name" required {...fieldProps(form, 'name')} />
        <TextInput label="Practice name" autoComplete="organization" required {...fieldProps(form, 'practice_name')} />
        <TextInput label="E-mail" type="email" autoComplete="email" required {...fieldProps(form, 'email')} />
        <TextInput
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          {...fieldProps(form, 'password', { hint: 'At least 12 characters.' })}
        />
        <PasswordStrengthMeter control={form.control} />
        <Controller
          control={form.control}
          name="is_provider"
          render={({ field: { value, onChange, ref } }) => (
            <div>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={!!value}
                    onChange={(event) => onChange(event.target.checked)}
                    slotProps={{ input: { ref, 'aria-describedby': 'register-sees-clients-hint' } }}
                  />
                }
                label="I see clients"
              />
              <FormHelperText id="register-sees-clients-hint" sx={{ mt: 0 }}>
                Clients can be assigned to you, and their safety alerts reach you. Leave it unticked if you only run the practice.
              </FormHelperText>
            </div>
          )}
        />
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
          {registerMutation.isPending ? 'Creating account…' : 'Create account'}
        </Button>
      </Stack>
    </AuthCard>
  );
}
