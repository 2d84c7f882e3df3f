import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from '@/components/text-input';
import Typography from '@mui/material/Typography';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { toast } from '@/lib/toast';
import { RouterLink } from '@/components/router-link';
import { AuthCard } from '../components/auth-card';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { useResetPassword } from '../api/reset-password';
import { resetPasswordFormSchema, type ResetPasswordFields, type ResetPasswordValues } from '../logic/reset-password-form';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  // The token is a value of the form, not a field: the link's problem is told in the alert.
  const form = useForm<ResetPasswordFields, unknown, ResetPasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { token, password: '', confirm: '' },
  });
  const failure = form.formState.errors.token?.message ?? (reset.error && messageOf(reset.error));

  async function setPassword({ confirm: _confirm, ...request }: ResetPasswordValues) {
    try {
      await reset.mutateAsync(request);
    } catch {
      return; // shown from the mutation's error
    }
    toast('Your password has been changed. Please sign in.', 'success');
    await navigate('/login', { replace: true });
  }

  const submit = form.handleSubmit(setPassword, () => reset.reset());

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
      <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)} aria-label="Choose a new password">
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextInput label="New password" type="password" autoComplete="new-password" {...fieldProps(form, 'password')} required autoFocus />
        <PasswordStrengthMeter control={form.control} />
        <TextInput label="Confirm new password" type="password" autoComplete="new-password" {...fieldProps(form, 'confirm')} required />
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
          {reset.isPending ? 'Saving…' : 'Set new password'}
        </Button>
      </Stack>
    </AuthCard>
  );
}
