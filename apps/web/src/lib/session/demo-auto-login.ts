/**
 * Spec 4: after an explicit logout the app skips any demo auto-login once. Logout clears both
 * storages, so the flag lives in memory; logout navigates within the app, keeping it.
 */
let skipNext = false;

export function skipDemoAutoLoginOnce(): void {
  skipNext = true;
}

/** True (once) when the next demo auto-login must not happen. */
export function consumeDemoAutoLoginSkip(): boolean {
  const skip = skipNext;
  skipNext = false;
  return skip;
}
