import { lazy, Suspense, useCallback, useState } from 'react';
import { PageSpinner } from '../components/ui/spinner';
import { matchPublicRoute, PublicApp } from './public-app';

/** The full app (data router, admin, forms): loaded only when a page of it is opened (a first visit to /login stays in the shell). */
const FullApp = lazy(() => import('./app').then((m) => ({ default: m.App })));

/**
 * Which shell runs: the public pages start in the lean public shell; any other
 * path, and everything after the first visit to one, runs in the full app.
 */
export function Shell() {
  const [full, setFull] = useState(() => matchPublicRoute(window.location.pathname) === null);
  const leave = useCallback(() => setFull(true), []);
  if (!full) return <PublicApp onLeave={leave} />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <FullApp />
    </Suspense>
  );
}
