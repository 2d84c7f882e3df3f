import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
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
import { SsoSignIn } from '../components/sso-button';
import { errorCodes } from '@tend/contracts/error-codes';
import { fetchSecondFactor } from '../api/second-factor';
import type { SecondFactor } from '../components/second-factor-step';

// Loaded only when a second factor is owed: most sign-ins never need it, and /login has a bundle budget.
const SecondFactorStep = lazy(() => import('../components/second-factor-step').then((m) => ({ default: m.SecondFactorStep })));

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
  // A second factor owed: after the password here, or after SSO / an invite (they land on /login?second_factor=1).
  const [factor, setFactor] = useState<SecondFactor | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const askedForFactor = searchParams.get('second_factor') === '1';

  useEffect(() => {
    if (!askedForFactor) return;
    fetchSecondFactor().then(
      (answer) => setFactor(answer.second_factor),
      () => {
        setError('Your sign-in has expired. Please sign in again.');
        setSearchParams({}, { replace: true });
      },
    );
  }, [askedForFactor, setSearchParams]);

  function backToForm(message: string | null) {
    setFactor(null);
    setPassword('');
    setError(message);
    if (askedForFactor) setSearchParams({}, { replace: true });
  }

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
      const answer = await loginMutation.mutateAsync({ email: email.trim().toLowerCase(), password });
      if ('second_factor' in answer) setFactor(answer.second_factor);
    } catch (failure) {
      clearAfterSignIn();
      if (isApiError(failure) && failure.status === 403 && failure.code === errorCodes.accountInactive) {
        await navigate('/account-inactive', { state: { accountInactive: true } });
        return;
      }
      setError(messageOf(failure));
    }
  }

  if (factor) {
    return (
      <AuthCard
        title={factor.kind === 'enrol' ? 'Set up two-factor authentication' : 'Two-factor authentication'}
        footer={
          <Button variant="text" size="small" onClick={() => backToForm(null)}>
            Back to sign in
          </Button>
        }
      >
        <Suspense fallback={null}>
          <SecondFactorStep factor={factor} onExpired={backToForm} />
        </Suspense>
      </AuthCard>
    );
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
        <SsoSignIn />
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
