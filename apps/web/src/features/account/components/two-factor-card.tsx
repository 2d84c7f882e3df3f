import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TotpEnrolment } from '@tend/contracts/mfa.contract';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { RecoveryCodes, TotpQrCode } from '@/components/recovery-codes';
import { ServerRefusal } from '@/components/server-refusal';
import { confirmTotp, disableTotp, forgetDevices, regenerateRecoveryCodes, startTotp, useMfaChange } from '../api/mfa-changes';
import { useMfaStatus } from '../api/mfa-status';
import { PasskeyList } from './passkey-list';

/** The signed-in user's second factors: authenticator app, recovery codes, passkeys, remembered browsers. */
export function TwoFactorCard({ demo }: { demo: boolean }) {
  const status = useMfaStatus();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const start = useMfaChange(startTotp);
  const confirm = useMfaChange(confirmTotp);
  const disable = useMfaChange(disableTotp);
  const regenerate = useMfaChange(regenerateRecoveryCodes);
  const forget = useMfaChange(forgetDevices);

  // Every action reports its own failure in the card and clears the code it used.
  const act = async <R,>(call: () => Promise<R>): Promise<R | undefined> => {
    setError(null);
    try {
      return await call();
    } catch (failure) {
      setError(messageOf(failure));
      return undefined;
    } finally {
      setCode('');
    }
  };

  const codeField = (label: string) => (
    <TextField
      size="small"
      label={label}
      value={code}
      onChange={(event) => setCode(event.target.value.replace(/[^\d ]/g, '').slice(0, 7))}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
      sx={{ maxWidth: 220 }}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }} component="section" aria-labelledby="two-factor-title">
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography id="two-factor-title" sx={{ fontWeight: 600, flexGrow: 1 }}>
            Two-factor authentication
          </Typography>
          {status.data && (
            <Chip
              size="small"
              color={status.data.totp_enabled || status.data.passkeys.length > 0 ? 'success' : 'default'}
              label={status.data.totp_enabled || status.data.passkeys.length > 0 ? 'On' : 'Off'}
            />
          )}
        </Stack>
        {demo ? (
          <Typography variant="body2" color="text.secondary">
            Demo accounts do not use two-factor authentication.
          </Typography>
        ) : status.isPending ? (
          <CircularProgress size={24} aria-label="Loading two-factor settings" />
        ) : status.isError ? (
          <ServerRefusal error={status.error} what="two-factor settings" />
        ) : (
          <>
            {status.data.practice_requires_mfa && <Alert severity="info">Your practice requires two-factor authentication.</Alert>}
            {error && <Alert severity="error">{error}</Alert>}
            {codes ? (
              <>
                <RecoveryCodes codes={codes} />
                <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => setCodes(null)}>
                  Done
                </Button>
              </>
            ) : enrolment ? (
              <Stack
                component="form"
                spacing={1.5}
                onSubmit={(event) => {
                  event.preventDefault();
                  void act(() => confirm.mutateAsync(code)).then((answer) => {
                    if (!answer) return;
                    setEnrolment(null);
                    setCodes(answer.recovery_codes);
                    toast('Two-factor authentication is on', 'success');
                  });
                }}
              >
                <Typography variant="body2">Scan the code with your authenticator app, then enter the 6-digit code it shows.</Typography>
                <TotpQrCode svg={enrolment.qr_svg} />
                <Typography variant="body2">
                  Or enter this key by hand:{' '}
                  <Typography component="code" data-testid="totp-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                    {enrolment.secret}
                  </Typography>
                </Typography>
                {codeField('6-digit code')}
                <Stack direction="row" spacing={1}>
                  <Button type="submit" variant="contained" disabled={confirm.isPending || !code.trim()}>
                    Turn on
                  </Button>
                  <Button onClick={() => setEnrolment(null)}>Cancel</Button>
                </Stack>
              </Stack>
            ) : status.data.totp_enabled ? (
              <Stack spacing={1.5}>
                <Typography variant="body2">Authenticator app is on. {status.data.recovery_codes_left} of 10 recovery codes left.</Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                  {codeField('Current code')}
                  <Button
                    variant="outlined"
                    disabled={!code.trim() || regenerate.isPending}
                    onClick={() => void act(() => regenerate.mutateAsync(code)).then((answer) => answer && setCodes(answer.recovery_codes))}
                  >
                    New recovery codes
                  </Button>
                  <Button
                    color="error"
                    disabled={!code.trim() || disable.isPending}
                    onClick={() => void act(() => disable.mutateAsync(code)).then((answer) => answer && toast('Authenticator app turned off', 'success'))}
                  >
                    Turn off
                  </Button>
                </Stack>
                <Typography variant="caption" color="text.secondary">
                  Both need the current code from your authenticator app.
                </Typography>
              </Stack>
            ) : (
              <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Typography variant="body2" color="text.secondary">
                  Ask for a code from an authenticator app after your password, so a stolen password alone cannot open your account.
                </Typography>
                <Button
                  variant="contained"
                  disabled={start.isPending}
                  onClick={() => void act(() => start.mutateAsync(undefined)).then((answer) => answer && setEnrolment(answer))}
                >
                  Set up authenticator app
                </Button>
              </Stack>
            )}
            <Divider />
            <PasskeyList passkeys={status.data.passkeys} onError={setError} />
            <Divider />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ flexGrow: 1 }}>
                {status.data.remembered_devices === 1
                  ? '1 remembered browser skips the code.'
                  : `${status.data.remembered_devices} remembered browsers skip the code.`}
              </Typography>
              <Button
                size="small"
                disabled={status.data.remembered_devices === 0 || forget.isPending}
                onClick={() => void act(() => forget.mutateAsync(undefined)).then((answer) => answer && toast('Remembered browsers forgotten', 'success'))}
              >
                Forget all
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
