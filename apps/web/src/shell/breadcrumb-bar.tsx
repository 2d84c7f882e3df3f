import { useMemo } from 'react';
import { Link as RouterLinkBase, useLocation } from 'react-router';
import ArrowBack from '@mui/icons-material/ArrowBack';
import HomeIcon from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { canOpen } from '@/app/route-access';
import { findRoute } from '@/app/route-lookup';
import { useNamedCrumb } from '@/lib/page-crumb';
import { useCurrentUser } from '@/lib/session/me-query';
import { breadcrumbTrail, parentCrumb, showsBreadcrumbs } from './breadcrumb-trail';

/**
 * Spec 2.8 breadcrumb bar (wider than the small breakpoint, not on /login or /dashboard), its
 * trail and "Back to" taken from the route table's hierarchy; a level the user may not open is
 * plain text, not a link.
 */
export function BreadcrumbBar() {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const named = useNamedCrumb();
  const trail = useMemo(() => breadcrumbTrail(pathname, findRoute, named), [pathname, named]);
  const parent = parentCrumb(trail);
  const back = parent && canOpen(user, parent.path) ? parent : null;

  if (!showsBreadcrumbs(pathname)) return null;
  return (
    <Box
      data-testid="breadcrumbs"
      sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', justifyContent: 'space-between', px: { sm: 2, md: 3 }, pt: 2, gap: 2 }}
    >
      <Breadcrumbs aria-label="Breadcrumb" separator="›">
        <Link component={RouterLinkBase} to="/" color="inherit" sx={{ display: 'flex', alignItems: 'center' }} aria-label="Home">
          <HomeIcon fontSize="small" />
        </Link>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <Typography key={`${crumb.path}:${crumb.label}`} color="text.primary" aria-current="page">
              {crumb.label}
            </Typography>
          ) : canOpen(user, crumb.path) ? (
            <Link key={`${crumb.path}:${crumb.label}`} component={RouterLinkBase} to={crumb.path} color="inherit">
              {crumb.label}
            </Link>
          ) : (
            <Typography key={`${crumb.path}:${crumb.label}`} color="text.secondary">
              {crumb.label}
            </Typography>
          ),
        )}
      </Breadcrumbs>
      {back && (
        <Link component={RouterLinkBase} to={back.path} variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <ArrowBack fontSize="inherit" /> Back to {back.label}
        </Link>
      )}
    </Box>
  );
}
