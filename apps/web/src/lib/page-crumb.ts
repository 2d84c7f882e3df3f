import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/** The name a page gives its own breadcrumb (a client's name for /clients/:id), and the tab on show. */
export interface NamedCrumb {
  path: string;
  label: string;
  tail?: string;
}

let current: NamedCrumb | null = null;
const listeners = new Set<() => void>();

function publish(next: NamedCrumb | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by a page once it knows its record: the breadcrumb shows `label` (and `tail`) instead of the route's generic label. */
export function usePageCrumb(label: string | undefined, tail?: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!label) return;
    const crumb: NamedCrumb = { path: pathname, label, ...(tail ? { tail } : {}) };
    publish(crumb);
    return () => {
      if (current === crumb) publish(null);
    };
  }, [pathname, label, tail]);
}

/** The breadcrumb bar's side: the current page's own name, if it gave one. */
export function useNamedCrumb(): NamedCrumb | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
