import { dashboardPathFor } from '@dosyt/core/access/route-access';
import { createBrowserRouter, redirect, type MiddlewareFunction, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { refreshAccessToken } from '../lib/api-client';
import { setNavigate } from '../lib/navigation';
import { loginPathFor } from '../lib/next-path';
import { resolveAccess } from '../lib/route-guard';
import { session } from '../lib/session';
import { RootLayout } from './routes/root';
import { RouteError } from './routes/route-error';

/** Runs before any loader of an /admin route: the role guard (core route-access.ts). */
const adminGuard: MiddlewareFunction = async ({ request }, next) => {
  const url = new URL(request.url);
  const result = await resolveAccess(url.pathname, {
    getRoles: () => session.getUser().userRoles,
    refresh: async () => (await refreshAccessToken()) !== null,
    clear: () => session.clear(),
  });
  // Signed out (a link from a mail, a bookmark): sign-in returns here.
  if (result === 'login') throw redirect(loginPathFor(`${url.pathname}${url.search}${url.hash}`));
  if (result === 'denied') throw redirect(paths.admin.denied.href());
  return next();
};

/** Every route gets the error boundary, so a failing screen never blanks the app. */
function withErrorBoundary(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    ErrorBoundary: route.ErrorBoundary ?? RouteError,
    ...(route.children ? { children: withErrorBoundary(route.children) } : {}),
  })) as RouteObject[];
}

const admin = paths.admin;

export const routes: RouteObject[] = withErrorBoundary([
  {
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    children: [
      { path: paths.landing.path, lazy: () => import('./routes/landing') },
      { path: paths.helpForm.path, lazy: () => import('./routes/public/help-form') },
      { path: paths.callCenter.path, lazy: () => import('./routes/public/call-center') },
      { path: paths.support.path, lazy: () => import('./routes/public/support') },
      { path: paths.status.path, lazy: () => import('./routes/public/status') },
      { path: paths.post.path, lazy: () => import('./routes/public/post') },
      // A partner service's answer to a referral, by the single-use link it was mailed.
      { path: '/referral/:token', lazy: () => import('./routes/public/referral') },
      { path: paths.login.path, lazy: () => import('./routes/auth/login') },
      { path: paths.register.path, lazy: () => import('./routes/auth/register') },
      { path: paths.forgotPassword.path, lazy: () => import('./routes/auth/forgot-password') },
      { path: paths.resetPassword.path, lazy: () => import('./routes/auth/reset-password') },
      {
        path: admin.root.path,
        middleware: [adminGuard],
        lazy: () => import('./routes/admin/root'),
        children: [
          {
            index: true,
            loader: () => {
              const { userRoles } = session.getUser();
              return redirect(userRoles.length > 0 ? dashboardPathFor(userRoles) : paths.login.href());
            },
          },
          { path: admin.home.path, lazy: () => import('./routes/admin/home') },
          { path: admin.homeUsers.path, lazy: () => import('./routes/admin/home-users') },
          { path: admin.appeals.path, lazy: () => import('./routes/admin/appeals') },
          { path: admin.appealAdd.path, lazy: () => import('./routes/admin/appeal-add') },
          { path: admin.appealEdit.path, lazy: () => import('./routes/admin/appeal-edit') },
          { path: admin.appealsByRegion.path, lazy: () => import('./routes/admin/appeals-region') },
          { path: admin.appealReport.path, lazy: () => import('./routes/admin/appeals-report') },
          { path: admin.appealsHistory.path, lazy: () => import('./routes/admin/appeals-history') },
          { path: admin.appealsHistoryAppeal.path, lazy: () => import('./routes/admin/appeals-history-appeal') },
          { path: admin.appealHistoryEdit.path, lazy: () => import('./routes/admin/appeal-history-edit') },
          { path: admin.publicUsers.path, lazy: () => import('./routes/admin/public-users') },
          { path: admin.communities.path, lazy: () => import('./routes/admin/communities') },
          { path: admin.notification.path, lazy: () => import('./routes/admin/notification') },
          { path: admin.chat.path, lazy: () => import('./routes/admin/chat') },
          { path: admin.calendar.path, lazy: () => import('./routes/admin/calendar') },
          { path: admin.log.path, lazy: () => import('./routes/admin/log') },
          { path: admin.content.path, lazy: () => import('./routes/admin/content') },
          { path: admin.services.path, lazy: () => import('./routes/admin/services') },
          { path: admin.settingsUsers.path, lazy: () => import('./routes/admin/settings-users') },
          { path: admin.userReads.path, lazy: () => import('./routes/admin/user-reads') },
          { path: admin.settingsAppeals.path, lazy: () => import('./routes/admin/settings-appeals') },
          { path: admin.settingsCommunitiesAll.path, lazy: () => import('./routes/admin/settings-communities-all') },
          { path: admin.settingsRegions.path, lazy: () => import('./routes/admin/settings-regions') },
          { path: admin.denied.path, lazy: () => import('./routes/admin/denied') },
          { path: admin.notFound.path, lazy: () => import('./routes/admin/not-found') },
          { path: `${admin.root.path}/*`, loader: () => redirect(admin.notFound.href()) },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
]);

export function createAppRouter() {
  const router = createBrowserRouter(routes, { future: { v8_middleware: true } });
  // The API client navigates (to /login, /admin/denied) through the router, without a page load.
  setNavigate((to) => router.navigate(to));
  return router;
}
