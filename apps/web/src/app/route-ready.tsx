import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Marks the document once a route has passed its guard and renders (`data-route-settled` on
 * body holds the path). Browser tests wait on it instead of guessing when redirects are over.
 */
export function RouteReady() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.body.dataset.routeSettled = pathname;
    return () => {
      delete document.body.dataset.routeSettled;
    };
  }, [pathname]);
  return null;
}
