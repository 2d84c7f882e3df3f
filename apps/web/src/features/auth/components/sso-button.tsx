import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { ssoErrorCodes, ssoErrorMessages, type SsoErrorCode } from '@tend/contracts/sso-errors';
import { useSsoStatus } from '../api/sso-status';

const isSsoErrorCode = (code: string | null): code is SsoErrorCode => ssoErrorCodes.includes(code as SsoErrorCode);

/**
 * The sign-in page's single sign-on: a plain link to the server, which redirects to the identity
 * provider (a full page load, not a fetch), and the reason when the server sent the user back.
 */
export function SsoSignIn() {
  const [params] = useSearchParams();
  const status = useSsoStatus();
  const code = params.get('sso_error');
  const refusal = code === null ? null : isSsoErrorCode(code) ? ssoErrorMessages[code] : 'Single sign-on did not complete. Please try again.';

  return (
    <>
      {refusal && (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      )}
      {status.data?.enabled && (
        <>
          <Button variant="outlined" size="large" href={`${import.meta.env.VITE_API_URL ?? ''}/api/auth/sso/start`}>
            {status.data.label}
          </Button>
          <Divider sx={{ typography: 'body2', color: 'text.secondary' }}>or with your e-mail</Divider>
        </>
      )}
    </>
  );
}
