import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '@tend/contracts/users.contract';
import { resolveHome } from './home';
import { consumeHomeOverrides, readHomeOverrides } from './home-overrides';

/** Home, with the once-only demo overrides (spec 2.2), for screens that finish a sign-in themselves. */
export function useGoHome(): (user: User) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (user: User) => {
      const home = resolveHome(user, readHomeOverrides());
      if (home.usedOverride) consumeHomeOverrides();
      await navigate(home.path, { replace: true });
    },
    [navigate],
  );
}
