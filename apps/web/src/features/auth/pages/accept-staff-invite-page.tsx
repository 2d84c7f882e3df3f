import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { acceptStaffInviteRequestSchema } from '@tend/contracts/staff-users.contract';
import { RouterLink } from '@/components/router-link';
import { TextInput } from '@/components/text-input';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { AuthCard } from '../components/auth-card';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { useAcceptStaffInvite } from '../api/accept-staff-invite';
import { useStaffInviteLookup } from '../api/lookup-staff-invite';

const acceptFormSchema = acceptStaffInviteRequestSchema
  .extend({ confirm: z.string() })
  .refine((form) => form.password === form.confirm, { path: ['confirm'], message: 'The passwords do not match' });
type AcceptFields = z.input<typeof acceptFormSchema>;
type AcceptValues = z.output<typeof acceptFormSchema>;

const roleNames = { therapist: 'therapist', supervisor: 'supervisor', admin: 'administrator', dev: 'developer' } as const;
const title = 'Join your practice on Tend';
const footer = (
  <Typography variant="body2">
    Already have an account? <RouterLink to="/login">Sign in</RouterLink>
  </Typography>
);

/** /accept-staff-invite?token=…: an invited member of staff chooses a password and is signed in. */
export default function AcceptStaffInvitePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const lookup = useStaffInviteLookup(token);
  const accept = useAcceptStaffInvite();
  const form = useForm<AcceptFields, unknown, AcceptValues>({
    resolver: zodResolver(acceptFormSchema),
    defaultValues: { token, name: '', password: '', confirm: '' },
  });
  const invitedName = lookup.data?.name;
  useEffect(() => {
    if (invitedName && !form.getValues('name')) form.setValue('name', invitedName);
  }, [invitedName, form]);

  async function setPassword({ confirm: _confirm, ...request }: AcceptValues) {
    const answer = await accept.mutateAsync(request).catch(() => null); // the error is shown from the mutation
    // Signed in: this screen's guest guard sends the user home. A second factor owed: the sign-in screen asks for it.
    if (answer && !('user' in answer)) void navigate('/login?second_factor=1');
  }
  const submit = form.handleSubmit(setPassword, () => accept.reset());

  if (!token) {
    return (
      <AuthCard title={title} footer={footer}>
        <Alert severity="warning">This invitation link is incomplete. Open the link from your invitation e-mail again.</Alert>
      </AuthCard>
    );
  }
  if (lookup.isPending) {
    return (
      <AuthCard title={title}>
        <Skeleton variant="rounded" height={160} aria-label="Checking your invitation" />
      </AuthCard>
    );
  }
  if (lookup.isError) {
    return (
      <AuthCard title={title} footer={footer}>
        <Alert severity="warning">{messageOf(lookup.error)}</Alert>
      </AuthCard>
    );
  }
  const invite = lookup.data;
  return (
    <AuthCard
      title={title}
      subtitle={`${invite.practice_name} invited ${invite.email} as ${roleNames[invite.role]}. Choose a password of at least 12 characters.`}
      footer={footer}
    >
      <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
        {(form.formState.errors.token?.message ?? accept.error) && (
          <Alert severity="error">{form.formState.errors.token?.message ?? messageOf(accept.error)}</Alert>
        )}
        <TextInput label="Your name" autoComplete="name" {...fieldProps(form, 'name')} required />
        <TextInput label="Password" type="password" autoComplete="new-password" {...fieldProps(form, 'password')} required autoFocus />
        <PasswordStrengthMeter control={form.control} />
        <TextInput label="Confirm password" type="password" autoComplete="new-password" {...fieldProps(form, 'confirm')} required />
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
          {accept.isPending ? 'Setting up…' : 'Create account and sign in'}
        </Button>
      </Stack>
    </AuthCard>
  );
}
