import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLogout } from '@/lib/session/logout';
import { useAuth } from '@/lib/session/me-query';
import { RouterLink } from '@/components/router-link';
import { AuthCard } from '../components/auth-card';

export default function AccountInactivePage() {
  const { user } = useAuth();
  const logout = useLogout();
  return (
    <AuthCard
      title="Your account is inactive"
      footer={
        <Typography variant="body2">
          Trying another account? <RouterLink to="/login">Sign in</RouterLink>
        </Typography>
      }
    >
      <Alert severity="warning">
        This account has been deactivated, so Tend cannot open it. Your records are kept. Ask your practice administrator to reactivate it.
      </Alert>
      {user && (
        <Button variant="outlined" onClick={() => void logout()}>
          Sign out
        </Button>
      )}
    </AuthCard>
  );
}
