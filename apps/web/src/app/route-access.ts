import { can, type RoleBearer } from '@tend/contracts/permissions';
import { evaluateGuard } from './guards';
import { findRoute } from './route-lookup';
import type { AppRoute } from './routes';

/** The route's guard lets this user in and their role holds the route's permission. */
export function mayOpenRoute(user: RoleBearer | null, route: AppRoute): boolean {
  const decision = evaluateGuard(route.guard, { status: 'ready', user, adminDemoOverride: false, accountInactiveNotice: false });
  if (decision.type !== 'allow' && decision.type !== 'session-check') return false;
  return !route.permission || can(user, route.permission);
}

/**
 * Whether a link to `path` (query and hash ignored) leads somewhere this user may be. Menus,
 * breadcrumbs and buttons ask this, so nothing offers a page that would turn the user away
 * (docs/decisions/022-one-navigation-model.md).
 */
export function canOpen(user: RoleBearer | null | undefined, path: string): boolean {
  const route = findRoute(path.split(/[?#]/)[0] ?? path);
  return !!route && mayOpenRoute(user ?? null, route);
}
