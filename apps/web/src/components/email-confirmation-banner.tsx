import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { User } from '@tend/contracts/users.contract';
import { messageOf } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/me-query';
import { useResendVerification } from '@/lib/session/resend-verification';

/** Whether the signed-in user must confirm their e-mail before their practice sends invitations (demo accounts never send any). */
export function needsEmailConfirmation(user: Pick<User, 'email_verified' | 'demo_mode'> | null | undefined): boolean {
  return !!user && !user.demo_mode && user.email_verified === false;
}

/**
 * Shown where invitations are sent (staff, client portal) until the registrant has confirmed their
 * e-mail: a new practice sends no invitations before that, so a throwaway sign-up cannot mail strangers.
 */
export function EmailConfirmationBanner({ compact = false }: { compact?: boolean }) {
  const user = useCurrentUser();
  const resend = useResendVerification();
  if (!needsEmailConfirmation(user)) return null;
  const action = (
    <Button color="inherit" size="small" onClick={() => resend.mutate()} disabled={resend.isPending || resend.isSuccess}>
      {resend.isPending ? 'Sending…' : 'Resend link'}
    </Button>
  );
  return (
    <Alert severity={resend.isError ? 'error' : 'warning'} action={action} role="status" sx={compact ? { mb: 2 } : undefined}>
      <AlertTitle>Confirm your e-mail address to send invitations</AlertTitle>
      {resend.isError
        ? messageOf(resend.error)
        : resend.isSuccess
          ? resend.data.message
          : `We e-mailed a link to ${user!.email} when you signed up. Open it to confirm the address is yours; until then your practice cannot invite staff or clients.`}
    </Alert>
  );
}
