import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EnrolConfirmResponse, TotpEnrolment } from '@tend/contracts/mfa.contract';
import { acceptSignIn } from '@/lib/session/sign-in';
import { RecoveryCodes, TotpQrCode } from '@/components/recovery-codes';
import { confirmSignInEnrolment, startSignInEnrolment } from '../api/second-factor';
import { OneTimeCodeInput } from './one-time-code-input';
import { useStepCall } from './use-step-call';

/** The practice requires two-factor authentication: set up an app, confirm a code, keep the recovery codes, then enter. */
export function EnrolStep({ onExpired }: { onExpired: (message: string) => void }) {
  const queryClient = useQueryClient();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [done, setDone] = useState<EnrolConfirmResponse | null>(null);
  const [code, setCode] = useState('');
  const { error, busy, run } = useStepCall(onExpired);

  useEffect(() => {
    void run(startSignInEnrolment).then((answer) => answer && setEnrolment(answer));
    // Once per challenge: a second start would replace the secret the user is scanning.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const answer = await run(() => confirmSignInEnrolment(code));
    if (answer) setDone(answer);
    else setCode('');
  }

  if (done) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">Two-factor authentication is on.</Alert>
        <RecoveryCodes codes={done.recovery_codes} />
        <Button variant="contained" size="large" onClick={() => void acceptSignIn(queryClient, done)}>
          I have saved my codes — continue
        </Button>
      </Stack>
    );
  }
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)} aria-label="Set up two-factor authentication">
      <Typography variant="body2" color="text.secondary">
        Your practice requires two-factor authentication. Scan this code with an authenticator app (such as 1Password, Google Authenticator or Microsoft
        Authenticator), then enter the 6-digit code it shows.
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {enrolment && (
        <>
          <TotpQrCode svg={enrolment.qr_svg} />
          <Typography variant="body2">
            Or enter this key by hand:{' '}
            <Typography component="code" data-testid="totp-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {enrolment.secret}
            </Typography>
          </Typography>
          <OneTimeCodeInput value={code} onChange={setCode} autoFocus={false} />
          <Button type="submit" variant="contained" size="large" disabled={busy || !code.trim()}>
            {busy ? 'Checking…' : 'Turn on and continue'}
          </Button>
        </>
      )}
    </Stack>
  );
}
