import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLinkBase, useSearchParams } from 'react-router';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { acceptPortalInviteRequestSchema, type PortalInviteStatus } from '@tend/contracts/portal.contract';
import { RouterLink } from '@/components/router-link';
import { TextInput } from '@/components/text-input';
import { messageOf } from '@/lib/api-error';
import { fieldProps } from '@/lib/forms/field-props';
import { clearAfterSignIn, setAfterSignIn } from '@/lib/session/after-sign-in';
import { AuthCard } from '../components/auth-card';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { useAcceptPortalInvite } from '../api/accept-portal-invite';
import { usePortalInviteLookup } from '../api/lookup-portal-invite';

const acceptFormSchema = acceptPortalInviteRequestSchema
  .extend({ confirm: z.string() })
  .refine((form) => form.password === form.confirm, { path: ['confirm'], message: 'The passwords do not match' });
type AcceptFields = z.input<typeof acceptFormSchema>;
type AcceptValues = z.output<typeof acceptFormSchema>;

const unusable: Record<Exclude<PortalInviteStatus, 'valid'>, string> = {
  invalid: 'This invitation link is not valid. Open the whole link from your invitation e-mail, or ask your practice for a new one.',
  expired: 'This invitation has expired. Ask your practice to send you a new one.',
  used: 'This invitation has already been used. Sign in with your e-mail and password.',
  revoked: 'This invitation was withdrawn or replaced by a newer one. Use the latest invitation e-mail, or ask your practice.',
};

const title = 'Set up your portal account';
const footer = (
  <Typography variant="body2">
    Already have an account? <RouterLink to="/login">Sign in</RouterLink>
  </Typography>
);

/** /portal-invite?token=…: an invited client or guardian chooses a password and lands in the portal. */
export default function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const lookup = usePortalInviteLookup(token);
  const accept = useAcceptPortalInvite();
  const form = useForm<AcceptFields, unknown, AcceptValues>({ resolver: zodResolver(acceptFormSchema), defaultValues: { token, password: '', confirm: '' } });

  async function setPassword({ confirm: _confirm, ...request }: AcceptValues) {
    // Once signed in, this screen's guard sends the new client to their portal.
    setAfterSignIn('/client');
    try {
      const answer = await accept.mutateAsync(request);
      if (answer.outcome !== 'signed_in') clearAfterSignIn();
    } catch {
      clearAfterSignIn(); // shown from the mutation's error
    }
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
        <Skeleton variant="rounded" height={120} aria-label="Checking your invitation" />
      </AuthCard>
    );
  }
  if (lookup.isError) {
    return (
      <AuthCard title={title} footer={footer}>
        <Alert severity="error">Your invitation could not be checked: {messageOf(lookup.error)}</Alert>
      </AuthCard>
    );
  }
  const invite = lookup.data;
  if (invite.status !== 'valid') {
    return (
      <AuthCard title={title} footer={footer}>
        <Alert severity="warning">
          {unusable[invite.status]}
          {invite.practice_name && ` (${invite.practice_name})`}
        </Alert>
      </AuthCard>
    );
  }
  if (accept.data?.outcome === 'linked_existing_account') {
    return (
      <AuthCard title="Invitation accepted">
        <Alert severity="success">{accept.data.message}</Alert>
        <Button component={RouterLinkBase} to="/login" variant="contained" size="large">
          Sign in
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={title}
      subtitle={`${invite.practice_name ?? 'Your practice'} invited ${invite.email_masked ?? 'you'} to its secure client portal. Choose a password of at least 12 characters.`}
      footer={footer}
    >
      <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
        {(form.formState.errors.token?.message ?? accept.error) && (
          <Alert severity="error">{form.formState.errors.token?.message ?? messageOf(accept.error)}</Alert>
        )}
        <TextInput label="Password" type="password" autoComplete="new-password" {...fieldProps(form, 'password')} required autoFocus />
        <PasswordStrengthMeter control={form.control} />
        <TextInput label="Confirm password" type="password" autoComplete="new-password" {...fieldProps(form, 'confirm')} required />
        <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
          {accept.isPending ? 'Setting up…' : 'Set password and continue'}
        </Button>
      </Stack>
    </AuthCard>
  );
}
