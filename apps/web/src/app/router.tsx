import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
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

export function AppRouter() {
  return <RouterProvider router={router} />;
}
