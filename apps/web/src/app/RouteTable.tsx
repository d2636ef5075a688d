import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { reportError } from '../lib/error-reporting';
import { PageLoader } from './layout/PageLoader';
import { RouteError } from './RouteError';
import { useRouteFocus } from './route-focus';

/**
 * The pages the address matches, with the error page when one fails to load or render; a change of
 * page moves the focus to the new page's heading (useRouteFocus).
 */
export function RouteTable({ routes }: { routes: RouteObject[] }) {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  // The route the address matched, deepest first: the page whose heading a change of page focuses.
  useRouteFocus(pathname, matchRoutes(routes, pathname)?.at(-1)?.route);
  return (
    <ErrorBoundary
      fallback={<RouteError />}
      resetKeys={[pathname]}
      onError={(error, info) => reportError(error, { componentStack: info.componentStack ?? undefined })}
    >
      <Suspense fallback={<PageLoader />}>{element}</Suspense>
    </ErrorBoundary>
  );
}
