import { matchPath } from 'react-router';
import { appRoutes, type AppRoute } from './routes';

const concreteRoutes: readonly AppRoute[] = appRoutes.filter((route) => route.path !== '*');

/** The table entry for a pathname; param routes match too. */
export function findRoute(pathname: string): AppRoute | undefined {
  return (
    concreteRoutes.find((route) => !route.path.includes(':') && !route.path.includes('*') && route.path === pathname) ??
    concreteRoutes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null)
  );
}

/** The label of a path that is itself a route without params, else undefined. */
export function exactRouteLabel(pathname: string): string | undefined {
  return concreteRoutes.find((route) => route.path === pathname)?.label;
}
