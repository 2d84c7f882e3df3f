import { useEffect, useRef } from 'react';
import { useColorScheme } from '@mui/material/styles';
import type { User } from '@tend/contracts/users.contract';

/** Applies the theme saved in the user's preferences once, when the user is first known. */
export function ThemeSync({ user }: { user: User }) {
  const { mode, setMode } = useColorScheme();
  const appliedFor = useRef<string | null>(null);
  useEffect(() => {
    if (appliedFor.current === user.uuid || !mode) return;
    appliedFor.current = user.uuid;
    const saved = user.preferences.theme;
    if (saved && saved !== mode) setMode(saved);
  }, [user, mode, setMode]);
  return null;
}
