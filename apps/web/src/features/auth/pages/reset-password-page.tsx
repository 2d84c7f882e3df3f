import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/text-input';
import Typography from '@mui/material/Typography';
import { resetPasswordRequestSchema } from '@tend/contracts/auth.contract';
import { messageOf } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { RouterLink } from '../../../components/router-link';
import { AuthCard } from '../components/auth-card';
import { fieldErrors } from '../components/field-errors';
import { useResetPassword } from '../api/reset-password';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = resetPasswordRequestSchema.safeParse({ token, password });
    const found = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (password !== confirm) found.confirm = 'The passwords do not match';
    setErrors(found);
    if (!parsed.success || found.confirm) {
      if (found.token) setFailure(found.token);
      return;
    }
    try {
      await reset.mutateAsync(parsed.data);
      toast('Your password has been changed. Please sign in.', 'success');
      await navigate('/login', { replace: true });
    } catch (error) {
      setFailure(messageOf(error));
    }
  }

  const footer = (
    <Typography variant="body2">
      Link expired? <RouterLink to="/forgot-password">Request a new one</RouterLink>
    </Typography>
  );

  if (!token) {
    return (
      <AuthCard title="Choose a new password" footer={footer}>
        <Alert severity="warning">This reset link is incomplete. Open the link from your e-mail again, or request a new one.</Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" subtitle="Use at least 12 characters." footer={footer}>
      <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Choose a new password">
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextInput
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={!!errors.password}
          helperText={errors.password}
          required
          autoFocus
        />
        <TextInput
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={!!errors.confirm}
          helperText={errors.confirm}
          required
        />
        <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>
          {reset.isPending ? 'Saving…' : 'Set new password'}
        </Button>
      </Stack>
    </AuthCard>
  );
}
