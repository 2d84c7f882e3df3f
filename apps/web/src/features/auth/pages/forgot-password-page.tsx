import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from '@/components/text-input';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@tend/contracts/auth.contract';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { RouterLink } from '@/components/router-link';
import { AuthCard } from '../components/auth-card';
import { useRequestPasswordReset } from '../api/forgot-password';

type ForgotPasswordFields = z.input<typeof forgotPasswordRequestSchema>;

export default function ForgotPasswordPage() {
  const resetRequest = useRequestPasswordReset();
  const form = useForm<ForgotPasswordFields, unknown, ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const failure = resetRequest.error && messageOf(resetRequest.error);

  const submit = form.handleSubmit(
    (values) => resetRequest.mutate(values),
    () => resetRequest.reset(),
  );

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
      {resetRequest.isSuccess ? (
        <Alert severity="success" role="status">
          {resetRequest.data.message}
        </Alert>
      ) : (
        <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)} aria-label="Request a reset link">
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextInput label="E-mail" type="email" autoComplete="email" {...fieldProps(form, 'email')} required autoFocus />
          <Button type="submit" variant="contained" size="large" disabled={resetRequest.isPending}>
            {resetRequest.isPending ? 'Sending…' : 'Send reset link'}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
