import { isInternalPath } from './home';

/**
 * Where a sign-in screen wants the user to land once signed in (the page they were sent
 * from, or profile setup after registering). The sign-in screens' guard performs the
 * redirect as soon as the user is known, so the screens themselves never race it.
 */
let next: string | null = null;

export function setAfterSignIn(path: string | null): void {
  next = isInternalPath(path) && path !== '/login' ? path : null;
}

export function peekAfterSignIn(): string | null {
  return next;
}

export function clearAfterSignIn(): void {
  next = null;
}
