import { useColorScheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@tend/contracts/users.contract';
import { meQueryKey } from './session/me-query';
import { updateMe } from './session/update-me';
import { storeUser } from './session/stored-user';

export type ThemeChoice = 'system' | 'light' | 'dark';

/**
 * Spec 4: dark mode follows the system preference and can be toggled. MUI keeps the choice in
 * local storage; a signed-in user's choice is also saved to their preferences.
 */
export function useThemeMode() {
  const { mode, systemMode, setMode } = useColorScheme();
  const queryClient = useQueryClient();
  const choice: ThemeChoice = mode ?? 'system';
  const resolved: 'light' | 'dark' = choice === 'system' ? (systemMode ?? 'light') : choice;

  function choose(next: ThemeChoice) {
    setMode(next);
    const user = queryClient.getQueryData<User | null>(meQueryKey);
    if (!user) return;
    updateMe({ preferences: { ...user.preferences, theme: next } })
      .then(({ user: saved }) => {
        storeUser(saved);
        queryClient.setQueryData(meQueryKey, saved);
      })
      .catch((error: unknown) => console.warn('Theme preference not saved', error));
  }

  return { choice, resolved, choose, toggle: () => choose(resolved === 'dark' ? 'light' : 'dark') };
}
