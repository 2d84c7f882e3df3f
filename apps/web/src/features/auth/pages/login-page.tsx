import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from '@/components/text-input';
import Typography from '@mui/material/Typography';
import { isApiError, messageOf } from '@/lib/api-error';
import { clearAfterSignIn, setAfterSignIn } from '@/lib/session/after-sign-in';
import { RouterLink } from '@/components/router-link';
import { AuthCard } from '../components/auth-card';
import { originOf } from '../components/origin';
import { useLogin } from '../api/login';
import { useDemoStatus } from '../api/demo-status';
import { errorCodes } from '@tend/contracts/error-codes';

/**
 * Plain state rather than react-hook-form and the contract's zod schema like the other auth
 * forms: those add 13 KB and 24 KB gzip, and /login has a 200 KB budget (bench/README.md).
 */
export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  // Offered only while the server does: not once it holds a real admin account (or DEMO_MODE is off).
  const demoStatus = useDemoStatus();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const from = originOf(location.state);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError('Enter your e-mail address and password.');
      return;
    }
    // Once the user is known, this screen's guard sends them back where they came from (or home).
    setAfterSignIn(from);
    try {
      await loginMutation.mutateAsync({ email: email.trim().toLowerCase(), password });
    } catch (failure) {
      clearAfterSignIn();
      if (isApiError(failure) && failure.status === 403 && failure.code === errorCodes.accountInactive) {
        await navigate('/account-inactive', { state: { accountInactive: true } });
        return;
      }
      setError(messageOf(failure));
    }
  }

  return (
    <AuthCard
      title="Sign in"
      subtitle={from ? 'Sign in to continue where you were.' : 'Welcome back to Tend.'}
      footer={
        <Typography variant="body2">
          New to Tend? <RouterLink to="/register">Create an account</RouterLink>
          {demoStatus.data?.available && (
            <>
              {' '}
              or <RouterLink to="/demo-login">try the demo</RouterLink>
            </>
          )}
        </Typography>
      }
    >
      <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)} aria-label="Sign in">
        {error && <Alert severity="error">{error}</Alert>}
        <TextInput
          label="E-mail"
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          autoFocus
        />
        <TextInput
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        <Button type="submit" variant="contained" size="large" disabled={loginMutation.isPending}>
          {loginMutation.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
        <RouterLink to="/forgot-password" variant="body2" sx={{ alignSelf: 'flex-end' }}>
          Forgot password?
        </RouterLink>
      </Stack>
    </AuthCard>
  );
}
