import { enqueueSnackbar, type VariantType } from 'notistack';
import { readSession, sessionKeys, writeSession } from './storage-keys';

/** Spec 9: toasts close after 3 s unless session storage `persistToasts` is on. */
export const toastAutoHideMs = 3000;

export function persistToastsEnabled(): boolean {
  return readSession(sessionKeys.persistToasts) === 'true';
}

export function setPersistToasts(on: boolean): void {
  writeSession(sessionKeys.persistToasts, on ? 'true' : null);
}

export function toast(message: string, variant: VariantType = 'default'): void {
  enqueueSnackbar(message, { variant, persist: persistToastsEnabled() });
}
