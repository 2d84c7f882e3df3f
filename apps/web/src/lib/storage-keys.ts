/** Spec section 9: every key the browser keeps, in one place. */
export const sessionKeys = {
  persistToasts: 'persistToasts',
  user: 'user',
  pendingDemoTarget: 'pending_demo_target',
  forceDemoRole: 'force_demo_role',
  /** Spec 4: note mode and note-type choices persist in session storage. */
  noteMode: 'noteMode',
} as const;

export const localKeys = {
  sidebarCollapsed: 'sidebar-collapsed',
  /** MUI's colour-scheme manager stores the theme mode under this key. */
  themeMode: 'mui-mode',
} as const;

/** Storage can throw (private mode, quota, disabled cookies); the app must keep working. */
export function readSession(key: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.sessionStorage?.removeItem(key);
    else globalThis.sessionStorage?.setItem(key, value);
  } catch {
    /* storage unavailable: the value lives only for this render */
  }
}

export function readLocal(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    /* storage unavailable */
  }
}

/** Logout and Exit Demo Mode: spec 4 says both storages are cleared. */
export function clearAllStorage(): void {
  try {
    globalThis.localStorage?.clear();
  } catch {
    /* ignore */
  }
  try {
    globalThis.sessionStorage?.clear();
  } catch {
    /* ignore */
  }
}
