import type { AppRoute } from '@/app/routes';
import type { NamedCrumb } from '@/lib/page-crumb';

export interface Crumb {
  path: string;
  label: string;
}

type Lookup = (pathname: string) => AppRoute | undefined;

/** A route's parent: the one it names, else the nearest shorter path that is a page (not a redirect such as /admin). */
function parentOf(pathname: string, route: AppRoute, lookup: Lookup): string | undefined {
  if (route.parent) return route.parent;
  const segments = pathname.split('/').filter(Boolean);
  for (let length = segments.length - 1; length > 0; length--) {
    const prefix = `/${segments.slice(0, length).join('/')}`;
    if (lookup(prefix)?.page) return prefix;
  }
  return undefined;
}

/**
 * The trail of a page by the route table's hierarchy, not by the pages visited: Clients ›
 * Maya Rivera › Notes. The page may name its own record and the tab on show (`named`); a path
 * the table does not know is "Not Found" (docs/decisions/022-one-navigation-model.md).
 */
export function breadcrumbTrail(pathname: string, lookup: Lookup, named?: NamedCrumb | null): Crumb[] {
  const route = lookup(pathname);
  if (!route) return [{ path: pathname, label: 'Not Found' }];
  const crumbs: Crumb[] = [];
  const seen = new Set<string>();
  let path: string | undefined = pathname;
  let current: AppRoute | undefined = route;
  while (path && current && !seen.has(path)) {
    seen.add(path);
    crumbs.unshift({ path, label: current.label });
    path = parentOf(path, current, lookup);
    current = path ? lookup(path) : undefined;
  }
  if (named && named.path === pathname) {
    crumbs[crumbs.length - 1] = { path: pathname, label: named.label };
    if (named.tail) crumbs.push({ path: pathname, label: named.tail });
  }
  return crumbs;
}

/** Spec 2.8: the breadcrumb bar is not shown on /login and /dashboard. */
export function showsBreadcrumbs(pathname: string): boolean {
  return pathname !== '/login' && pathname !== '/dashboard';
}

/** "Back to …" goes up one level of the trail, never to wherever the user happened to be before. */
export function parentCrumb(trail: readonly Crumb[]): Crumb | null {
  return trail.length > 1 ? (trail.at(-2) ?? null) : null;
}
