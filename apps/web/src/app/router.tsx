import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { appRoutes, type AppRoute } from './routes';
import { GuardedRoute } from './guarded-route';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

const routes: readonly AppRoute[] = appRoutes;

const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: routes.map((route) => ({
      path: route.path,
      element: <GuardedRoute key={route.path} route={route} />,
      handle: route,
    })),
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
