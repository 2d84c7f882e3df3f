import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import type { RoleBearer } from '@tend/contracts/permissions';
import { resolveHome } from '../lib/session/home';
import { consumeHomeOverrides, readHomeOverrides } from '../lib/session/home-overrides';

/** Sends a signed-in user home; a stored demo target or role wins once, then is removed. */
export function HomeRedirect({ user }: { user: RoleBearer }) {
  const [home] = useState(() => resolveHome(user, readHomeOverrides()));
  useEffect(() => {
    if (home.usedOverride) consumeHomeOverrides();
  }, [home]);
  return <Navigate to={home.path} replace />;
}
