import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/text-input';
import Typography from '@mui/material/Typography';
import { forgotPasswordRequestSchema } from '@tend/contracts/auth.contract';
import { messageOf } from '../../../lib/api-error';
import { RouterLink } from '../../../components/router-link';
import { AuthCard } from '../components/auth-card';
import { useRequestPasswordReset } from '../api/forgot-password';

export default function ForgotPasswordPage() {
  const resetRequest = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = forgotPasswordRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address');
      return;
    }
    setEmailError(null);
    try {
      const answer = await resetRequest.mutateAsync(parsed.data);
      setSent(answer.message);
    } catch (error) {
      setFailure(messageOf(error));
    }
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle="We'll e-mail you a link to choose a new password."
      footer={
        <Typography variant="body2">
          Remembered it? <RouterLink to="/login">Back to sign in</RouterLink>
        </Typography>
      }
    >
      {sent ? (
        <Alert severity="success" role="status">
          {sent}
        </Alert>
      ) : (
        <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Request a reset link">
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextInput
            label="E-mail"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={!!emailError}
            helperText={emailError}
            required
            autoFocus
          />
          <Button type="submit" variant="contained" size="large" disabled={resetRequest.isPending}>
            {resetRequest.isPending ? 'Sending…' : 'Send reset link'}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
