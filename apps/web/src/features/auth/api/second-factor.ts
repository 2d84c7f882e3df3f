import type { AuthResponse, SecondFactorRequired } from '@tend/contracts/auth.contract';
import type { EnrolConfirmResponse, MfaVerifyRequest, TotpEnrolment } from '@tend/contracts/mfa.contract';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api } from '@/lib/api';

/**
 * The second half of a sign-in. The challenge travels in an httpOnly cookie the server set at
 * login (or SSO, or invite accept), so these calls carry no token; a 401 never means "refresh".
 */
const quiet = { refreshOn401: false } as const;

/** GET /api/auth/mfa/challenge: what the open challenge asks for (after SSO or an invite). */
export const fetchSecondFactor = () => api.get<SecondFactorRequired>('/auth/mfa/challenge', quiet);

export const verifySecondFactor = (body: MfaVerifyRequest) => api.post<AuthResponse>('/auth/mfa/verify', body, quiet);

export const startSignInEnrolment = () => api.post<TotpEnrolment>('/auth/mfa/enrol/start', undefined, quiet);

export const confirmSignInEnrolment = (code: string) => api.post<EnrolConfirmResponse>('/auth/mfa/enrol/confirm', { code }, quiet);

/** Asks the browser for a passkey assertion over the challenge's options, then verifies it. */
export async function verifyWithPasskey(rememberDevice: boolean): Promise<AuthResponse> {
  const options = await api.post<PublicKeyCredentialRequestOptionsJSON>('/auth/mfa/passkey/options', undefined, quiet);
  // Loaded on use: the sign-in page's bundle stays small for the many who never use a passkey.
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const credential = await startAuthentication({ optionsJSON: options });
  return api.post<AuthResponse>('/auth/mfa/passkey/verify', { credential, remember_device: rememberDevice }, quiet);
}
