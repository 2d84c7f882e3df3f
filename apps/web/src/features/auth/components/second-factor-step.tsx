import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuthResponse, SecondFactorRequired } from '@tend/contracts/auth.contract';
import { acceptSignIn } from '@/lib/session/sign-in';
import { TextInput } from '@/components/text-input';
import { verifySecondFactor, verifyWithPasskey } from '../api/second-factor';
import { EnrolStep } from './enrol-step';
import { useStepCall } from './use-step-call';
import { OneTimeCodeInput } from './one-time-code-input';

export type SecondFactor = SecondFactorRequired['second_factor'];

interface StepProps {
  factor: SecondFactor;
  /** The challenge is gone (expired, too many wrong codes): back to the password form with this message. */
  onExpired: (message: string) => void;
}

/** What the sign-in page shows in place of the form while a second factor is owed. */
export function SecondFactorStep({ factor, onExpired }: StepProps) {
  return factor.kind === 'enrol' ? <EnrolStep onExpired={onExpired} /> : <VerifyStep factor={factor} onExpired={onExpired} />;
}

function VerifyStep({ factor, onExpired }: { factor: SecondFactor; onExpired: (message: string) => void }) {
  const queryClient = useQueryClient();
  const hasTotp = factor.methods.includes('totp');
  const [useRecovery, setUseRecovery] = useState(!hasTotp && factor.methods.includes('recovery_code') && !factor.methods.includes('passkey'));
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const { error, busy, run } = useStepCall(onExpired);
  const days = factor.remember_device_days ?? 0;

  const enter = async (answer: AuthResponse | undefined) => {
    if (answer) await acceptSignIn(queryClient, answer);
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return;
    const body = useRecovery ? { recovery_code: code, remember_device: remember } : { code, remember_device: remember };
    const answer = await run(() => verifySecondFactor(body));
    if (!answer) setCode('');
    await enter(answer);
  }

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)} aria-label="Second factor">
      <Typography variant="body2" color="text.secondary">
        {useRecovery
          ? 'Enter one of the recovery codes you saved when you set up two-factor authentication.'
          : hasTotp
            ? 'Enter the 6-digit code from your authenticator app.'
            : 'Confirm it is you with your passkey.'}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {(hasTotp || useRecovery) &&
        (useRecovery ? (
          <TextInput
            label="Recovery code"
            name="recovery-code"
            autoComplete="off"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoFocus
            required
          />
        ) : (
          <OneTimeCodeInput value={code} onChange={setCode} />
        ))}
      {days > 0 && (
        <FormControlLabel
          control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />}
          label={`Remember this device for ${days} days`}
        />
      )}
      {(hasTotp || useRecovery) && (
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Checking…' : 'Verify'}
        </Button>
      )}
      {factor.methods.includes('passkey') && (
        <Button
          variant={hasTotp || useRecovery ? 'outlined' : 'contained'}
          size="large"
          disabled={busy}
          onClick={() => void run(() => verifyWithPasskey(remember)).then(enter)}
        >
          Use a passkey
        </Button>
      )}
      {factor.methods.includes('recovery_code') && (
        <Button
          variant="text"
          size="small"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => {
            setUseRecovery(!useRecovery);
            setCode('');
          }}
        >
          {useRecovery ? (hasTotp ? 'Use your authenticator app' : 'Use a passkey instead') : 'Use a recovery code'}
        </Button>
      )}
    </Stack>
  );
}
