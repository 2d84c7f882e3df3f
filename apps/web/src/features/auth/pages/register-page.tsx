import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/text-input';
import Typography from '@mui/material/Typography';
import { registerRequestSchema, type RegisterRequest } from '@tend/contracts/auth.contract';
import { messageOf } from '../../../lib/api-error';
import { clearAfterSignIn, setAfterSignIn } from '../../../lib/session/after-sign-in';
import { RouterLink } from '../../../components/router-link';
import { AuthCard } from '../components/auth-card';
import { fieldErrors } from '../components/field-errors';
import { useRegister } from '../api/register';

const empty: RegisterRequest = { name: '', practice_name: '', email: '', password: '' };

export default function RegisterPage() {
  const registerMutation = useRegister();
  const [form, setForm] = useState<RegisterRequest>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const field = (name: keyof RegisterRequest) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
    error: !!errors[name],
    helperText: errors[name] ?? (name === 'password' ? 'At least 12 characters.' : undefined),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = registerRequestSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    // A new account starts by completing its profile (this screen's guard redirects once signed in).
    setAfterSignIn('/profile/setup');
    try {
      await registerMutation.mutateAsync(parsed.data);
    } catch (error) {
      clearAfterSignIn();
      setFailure(messageOf(error));
    }
  }

  return (
    <AuthCard
      title="Create your practice"
      subtitle="You become the practice's administrator and a provider."
      width={480}
      footer={
        <Typography variant="body2">
          Already have an account? <RouterLink to="/login">Sign in</RouterLink>
        </Typography>
      }
    >
      <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Create account">
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextInput label="Your name" autoComplete="name" required {...field('name')} />
        <TextInput label="Practice name" autoComplete="organization" required {...field('practice_name')} />
        <TextInput label="E-mail" type="email" autoComplete="email" required {...field('email')} />
        <TextInput label="Password" type="password" autoComplete="new-password" required {...field('password')} />
        <Button type="submit" variant="contained" size="large" disabled={registerMutation.isPending}>
          {registerMutation.isPending ? 'Creating account…' : 'Create account'}
        </Button>
      </Stack>
    </AuthCard>
  );
}
