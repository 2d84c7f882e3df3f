import { Suspense, lazy } from 'react';
import { Outlet, useMatches } from 'react-router';
import Box from '@mui/material/Box';
import { useAuth } from '@/lib/session/me-query';
import { PageLoading } from '@/components/page-loading';
import type { AppRoute } from './routes';

// The shell is its own chunk: the sign-in screens never load it.
const Shell = lazy(() => import('@/shell/shell'));

function currentRoute(matches: ReturnType<typeof useMatches>): AppRoute | undefined {
  return matches.at(-1)?.handle as AppRoute | undefined;
}

export function RootLayout() {
  const auth = useAuth();
  const route = currentRoute(useMatches());
  if (route?.shell && auth.user) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Shell user={auth.user}>
          <Outlet />
        </Shell>
      </Suspense>
    );
  }
  return (
    <Box component="main" id="main" sx={{ minHeight: '100vh' }}>
      <Outlet />
    </Box>
  );
}
