import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouterLink } from '@/components/router-link';
import { messageOf } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/me-query';
import { AuthCard } from '../components/auth-card';
import { useVerifyEmail } from '../api/verify-email';

/**
 * The link of the confirmation e-mail sent at registration. Confirming takes a click rather than
 * happening on load, so a mail scanner that opens links does not use it up.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const user = useCurrentUser();
  const verify = useVerifyEmail();
  const onward = user ? { to: '/', label: 'Continue to Tend' } : { to: '/login', label: 'Sign in' };

  return (
    <AuthCard title="Confirm your e-mail address">
      <Stack spacing={2}>
        {!token ? (
          <Alert severity="warning">This confirmation link is incomplete. Open the whole link from your e-mail again.</Alert>
        ) : verify.isSuccess ? (
          <>
            <Alert severity="success">{verify.data.message}</Alert>
            <Button component={RouterLink} to={onward.to} variant="contained">
              {onward.label}
            </Button>
          </>
        ) : (
          <>
            {verify.isError && <Alert severity="error">{messageOf(verify.error)}</Alert>}
            <Typography variant="body2">Confirm that this address is yours, so your practice can send invitations.</Typography>
            <Button variant="contained" size="large" onClick={() => verify.mutate({ token })} disabled={verify.isPending}>
              {verify.isPending ? 'Confirming…' : 'Confirm my e-mail address'}
            </Button>
          </>
        )}
      </Stack>
    </AuthCard>
  );
}
