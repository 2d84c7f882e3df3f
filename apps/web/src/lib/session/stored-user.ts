import type { User } from '@tend/contracts/users.contract';
import { readSession, sessionKeys, writeSession } from '../storage-keys';
import type { TokenStore } from '../api-client';

/** Spec 3: the user kept in session storage `user`, with the bearer token beside its fields. */
export type StoredUser = Partial<User> & { token?: string };

export function readStoredUser(): StoredUser | null {
  const raw = readSession(sessionKeys.user);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}

export function storeUser(user: User, token?: string): void {
  const previous = readStoredUser();
  const kept = token ?? previous?.token;
  writeSession(sessionKeys.user, JSON.stringify(kept ? { ...user, token: kept } : user));
}

export function forgetStoredUser(): void {
  writeSession(sessionKeys.user, null);
}

export const sessionTokenStore: TokenStore = {
  get: () => readStoredUser()?.token ?? null,
  set(token) {
    writeSession(sessionKeys.user, JSON.stringify({ ...(readStoredUser() ?? {}), token }));
  },
  clear() {
    const stored = readStoredUser();
    if (!stored) return;
    const { token: _dropped, ...rest } = stored;
    writeSession(sessionKeys.user, JSON.stringify(rest));
  },
};
