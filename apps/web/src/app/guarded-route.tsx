import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { can } from '@tend/contracts/permissions';
import { useAuth, useCurrentUser } from '@/lib/session/me-query';
import { hasAdminDemoOverride } from '@/lib/session/home';
import { readHomeOverrides } from '@/lib/session/home-overrides';
import { CheckingLogin } from '@/components/checking-login';
import { NoAccess } from '@/components/no-access';
import { PageFrame } from '@/components/page-frame';
import { PageLoading } from '@/components/page-loading';
import { evaluateGuard } from './guards';
import { HomeRedirect } from './home-redirect';
import { RouteReady } from './route-ready';
import { SessionCheck } from './session-check';
import type { AppRoute } from './routes';

function hasInactiveNotice(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { accountInactive?: unknown }).accountInactive === true;
}

interface GuardedRouteProps {
  route: AppRoute;
  /** The route's lazy page (made once, when the router is built). */
  Page: ComponentType | null;
}

/**
 * The route's permission, checked once the user is known (after the session check on admin
 * screens): a role without it gets a clear "No access" rather than a page of refusals.
 */
function PermissionGate({ route, children }: { route: AppRoute; children: ReactNode }) {
  const user = useCurrentUser();
  if (route.permission && user && !can(user, route.permission)) {
    return (
      <PageFrame title={route.label}>
        <NoAccess what={route.label} />
      </PageFrame>
    );
  }
  return children;
}

export function GuardedRoute({ route, Page }: GuardedRouteProps) {
  const auth = useAuth();
  const location = useLocation();
  const decision = evaluateGuard(route.guard, {
    status: auth.status,
    user: auth.user,
    adminDemoOverride: hasAdminDemoOverride(readHomeOverrides()),
    accountInactiveNotice: hasInactiveNotice(location.state),
  });

  useEffect(() => {
    document.title = `${route.label} · Tend`;
  }, [route.label]);

  if (decision.type === 'wait') {
    // Start fetching the page's code while the user loads.
    void route.page?.();
    return <CheckingLogin />;
  }
  if (decision.type === 'redirect') {
    if (decision.to === 'home') return auth.user ? <HomeRedirect user={auth.user} /> : <Navigate to="/login" replace />;
    const state = decision.keepOrigin ? { from: location.pathname + location.search } : undefined;
    return <Navigate to={decision.to} replace state={state} />;
  }
  const content = (
    <>
      <RouteReady />
      {Page && (
        <PermissionGate route={route}>
          <Suspense fallback={<PageLoading />}>
            <Page />
          </Suspense>
        </PermissionGate>
      )}
    </>
  );
  return decision.type === 'session-check' ? <SessionCheck>{content}</SessionCheck> : content;
}
