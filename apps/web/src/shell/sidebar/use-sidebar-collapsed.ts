import { useCallback, useState } from 'react';
import { localKeys, readLocal, writeLocal } from '@/lib/storage-keys';

/** Spec 4: stored in local storage `sidebar-collapsed`; collapsed unless the user expanded it. */
export function readSidebarCollapsed(): boolean {
  return readLocal(localKeys.sidebarCollapsed) !== 'false';
}

export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setState] = useState(readSidebarCollapsed);
  const setCollapsed = useCallback((next: boolean) => {
    writeLocal(localKeys.sidebarCollapsed, String(next));
    setState(next);
  }, []);
  return [collapsed, setCollapsed];
}
