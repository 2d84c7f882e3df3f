import { readSession, sessionKeys, writeSession } from '../storage-keys';
import type { HomeOverrides } from './home';

export function readHomeOverrides(): HomeOverrides {
  return {
    pendingDemoTarget: readSession(sessionKeys.pendingDemoTarget),
    forceDemoRole: readSession(sessionKeys.forceDemoRole),
  };
}

/** The overrides apply once: after use both keys go. */
export function consumeHomeOverrides(): void {
  writeSession(sessionKeys.pendingDemoTarget, null);
  writeSession(sessionKeys.forceDemoRole, null);
}
