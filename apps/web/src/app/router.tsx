import { lazy } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { appRoutes, type AppRoute } from './routes';
import { GuardedRoute } from './guarded-route';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const routes: readonly AppRoute[] = appRoutes;

/** React Router's routes, built from the route table (exported for the component tests' memory router). */
export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: routes.map((route) => ({
      path: route.path,
      element: <GuardedRoute key={route.path} route={route} Page={route.page ? lazy(route.page) : null} />,
      handle: route,
    })),
  },
];

const router = createBrowserRouter(routeObjects);

/**
 * Starts loading the first screen's code (its page, and the shell around it) while the session is
 * checked. Otherwise the shell waits for the session and the page for the shell: three round trips
 * one after another before anything is drawn (issue 18 item 7). A failed fetch here is ignored;
 * the real load reports it.
 */
export function prefetchFirstScreen(): void {
  const route = matchRoutes(routeObjects, window.location)?.at(-1)?.route.handle as AppRoute | undefined;
  if (!route?.page) return;
  if (route.shell) import('@/shell/shell').catch(() => undefined);
  route.page().catch(() => undefined);
}

export function AppRouter() {
  return <RouterProvider router={router} />;
}
