import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import type { RoleBearer } from '@tend/contracts/permissions';
import { resolveHome } from '@/lib/session/home';
import { consumeHomeOverrides, readHomeOverrides } from '@/lib/session/home-overrides';
import { clearAfterSignIn, peekAfterSignIn } from '@/lib/session/after-sign-in';

/**
 * Sends a signed-in user home. Just after sign-in the page they came from wins; otherwise a
 * stored demo target or role wins once, then is removed.
 */
export function HomeRedirect({ user }: { user: RoleBearer }) {
  const [target] = useState(() => {
    const afterSignIn = peekAfterSignIn();
    return afterSignIn ? { path: afterSignIn, usedOverride: false, afterSignIn: true } : { ...resolveHome(user, readHomeOverrides()), afterSignIn: false };
  });
  useEffect(() => {
    if (target.afterSignIn) clearAfterSignIn();
    if (target.usedOverride) consumeHomeOverrides();
  }, [target]);
  return <Navigate to={target.path} replace />;
}
