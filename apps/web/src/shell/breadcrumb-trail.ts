export interface Crumb {
  path: string;
  label: string;
  /** The label was made from the URL text, not the route table: it may be a mistyped or bad id. */
  guessed?: boolean;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Spec 2.8 labels numeric segments '<parent> Details'; Tend's ids are UUIDs, labelled the same way. */
export function isIdSegment(segment: string): boolean {
  return /^\d+$/.test(segment) || uuidPattern.test(segment);
}

function titleCase(segment: string): string {
  return decodeURIComponent(segment)
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * One crumb per path segment. `labelOf` answers the route table's label for a prefix path
 * (spec 2.8 list: /todo → Tasks, /client → Client Portal, /admin/users → User Management…).
 */
export function breadcrumbTrail(pathname: string, labelOf: (path: string) => string | undefined): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  let path = '';
  for (const segment of segments) {
    path += `/${segment}`;
    const parent = crumbs.at(-1);
    const label = isIdSegment(segment) && parent ? `${parent.label} Details` : labelOf(path);
    crumbs.push(label ? { path, label } : { path, label: titleCase(segment), guessed: true });
  }
  return crumbs;
}

/** Spec 2.8: the breadcrumb bar is not shown on /login and /dashboard. */
export function showsBreadcrumbs(pathname: string): boolean {
  return pathname !== '/login' && pathname !== '/dashboard';
}

/** Spec 2.8: every page is recorded as the previous page except these. */
const notRecorded = new Set(['/', '/login', '/demo-login', '/dashboard', '/admin/dashboard']);

export function recordsPreviousPage(pathname: string): boolean {
  return !notRecorded.has(pathname);
}

/**
 * The page "Back to …" returns to after this one: its deepest crumb the route table names, so a
 * bad URL (/clients/not-a-uuid) is remembered as Clients, never as "Not A Uuid".
 */
export function previousPageOf(trail: readonly Crumb[]): Crumb | null {
  const named = trail.findLast((crumb) => !crumb.guessed);
  return named && recordsPreviousPage(named.path) ? { path: named.path, label: named.label } : null;
}
