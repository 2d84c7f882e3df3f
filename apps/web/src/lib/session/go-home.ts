import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '@tend/contracts/users.contract';
import { isInternalPath, resolveHome } from './home';
import { consumeHomeOverrides, readHomeOverrides } from './home-overrides';

/** After sign-in: back to where the user was sent from, else home (with the once-only overrides). */
export function useGoHome(): (user: User, from?: string | null) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (user: User, from?: string | null) => {
      if (isInternalPath(from) && from !== '/login') {
        await navigate(from, { replace: true });
        return;
      }
      const home = resolveHome(user, readHomeOverrides());
      if (home.usedOverride) consumeHomeOverrides();
      await navigate(home.path, { replace: true });
    },
    [navigate],
  );
}
