import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkResponse } from '@tend/contracts/auth.contract';
import type { ForgetDevicesResponse, Passkey, RecoveryCodesResponse, TotpEnrolment } from '@tend/contracts/mfa.contract';
import { api } from '@/lib/api';
import { mfaStatusQueryOptions } from './mfa-status';

/** The account's second-factor changes; each refreshes the status card when it lands. */
export const startTotp = () => api.post<TotpEnrolment>('/account/mfa/totp/start');
export const confirmTotp = (code: string) => api.post<RecoveryCodesResponse>('/account/mfa/totp/confirm', { code });
export const disableTotp = (code: string) => api.request<OkResponse>('/account/mfa/totp', { method: 'DELETE', body: { code } });
export const regenerateRecoveryCodes = (code: string) => api.post<RecoveryCodesResponse>('/account/mfa/recovery-codes', { code });
export const forgetDevices = () => api.request<ForgetDevicesResponse>('/account/mfa/devices', { method: 'DELETE' });
export const removePasskey = (id: string) => api.request<OkResponse>(`/account/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Registers this device's (or a security key's) passkey: options, the browser's ceremony, then the server's check. */
export async function addPasskey(name: string): Promise<Passkey> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const options = await api.post<Parameters<typeof startRegistration>[0]['optionsJSON']>('/account/passkeys/options');
  const credential = await startRegistration({ optionsJSON: options });
  return api.post<Passkey>('/account/passkeys', { credential, name });
}

export function useMfaChange<A, R>(call: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: mfaStatusQueryOptions.queryKey }) });
}
