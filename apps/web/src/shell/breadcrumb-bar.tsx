import { useEffect, useMemo } from 'react';
import { Link as RouterLinkBase, useLocation } from 'react-router';
import ArrowBack from '@mui/icons-material/ArrowBack';
import HomeIcon from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { exactRouteLabel } from '@/app/route-lookup';
import { breadcrumbTrail, previousPageOf, recordsPreviousPage, showsBreadcrumbs, type Crumb } from './breadcrumb-trail';
import { readPreviousPage, writePreviousPage } from './previous-page';

/** Spec 2.8 breadcrumb bar: wider than the small breakpoint, not on /login or /dashboard. */
export function BreadcrumbBar() {
  const { pathname } = useLocation();
  const trail = useMemo(() => breadcrumbTrail(pathname, exactRouteLabel), [pathname]);
  // Read during render, before the effect below records this page over it.
  const previous = useMemo<Crumb | null>(() => {
    const stored = readPreviousPage();
    return stored && stored.path !== pathname ? stored : null;
  }, [pathname]);

  useEffect(() => {
    const page = recordsPreviousPage(pathname) ? previousPageOf(trail) : null;
    if (page) writePreviousPage(page);
  }, [pathname, trail]);

  if (!showsBreadcrumbs(pathname)) return null;
  return (
    <Box
      data-testid="breadcrumbs"
      sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', justifyContent: 'space-between', px: { sm: 2, md: 3 }, pt: 2, gap: 2 }}
    >
      <Breadcrumbs aria-label="Breadcrumb">
        <Link component={RouterLinkBase} to="/" color="inherit" sx={{ display: 'flex', alignItems: 'center' }} aria-label="Home">
          <HomeIcon fontSize="small" />
        </Link>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <Typography key={crumb.path} color="text.primary" aria-current="page">
              {crumb.label}
            </Typography>
          ) : (
            <Link key={crumb.path} component={RouterLinkBase} to={crumb.path} color="inherit">
              {crumb.label}
            </Link>
          ),
        )}
      </Breadcrumbs>
      {previous && (
        <Link component={RouterLinkBase} to={previous.path} variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <ArrowBack fontSize="inherit" /> Back to {previous.label}
        </Link>
      )}
    </Box>
  );
}
