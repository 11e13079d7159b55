import { checkRouteAccess, sidebarFor } from '@dosyt/core/access/route-access';
import { lazy, Suspense, useState } from 'react';
import { flushSync } from 'react-dom';
import { Outlet, useNavigate, useNavigation } from 'react-router-dom';
import { AdminLayout } from '../../../components/layouts/admin-layout';
import { InfoPopup } from '../../../components/ui/info-popup';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { logout, logoutEverywhere } from '../../../features/auth/api/logout';
import { useOnlinePresence } from '../../../features/presence/hooks/use-online-presence';
import { useMyWorkStatus, useSetMyWorkStatus } from '../../../features/profile/api/work-status';
import { useNewMessageRecords } from '../../../features/notifications/api/get-new-messages';
import { TopBarTotals } from '../../../features/totals/components/top-bar-totals';
import { IdleLogout } from '../../../features/security/components/idle-logout';
import { queryClient } from '../../../lib/query-client';
import { loadedCount } from '../../../lib/use-notice-pages';
import { session } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';

/** The profile form (its validation, phone mask, checklist) loads when first opened, not with every screen. */
const ProfileDialog = lazy(() => import('./profile-dialog'));
// The high-risk chips load after the first screen: their count arrives a moment later anyway,
// and the staff's first screens keep within their weight (bench/staff-weight.ts).
const HighRiskCount = lazy(() => import('../../../features/appeals/components/high-risk-count').then((m) => ({ default: m.HighRiskCount })));
const OwnHighRiskCount = lazy(() => import('../../../features/notifications/components/own-high-risk-count').then((m) => ({ default: m.OwnHighRiskCount })));
/** The own second factor (with the QR code drawer) likewise. */
const TwoFactorDialog = lazy(() => import('./two-factor-dialog'));

/** The /admin shell: composes the layout with the profile, totals, presence and sign-out features. */
export function Component() {
  const user = useSession();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [profileOpen, setProfileOpen] = useState(false);
  const [twoFactorOpen, setTwoFactorOpen] = useState(false);
  const [everywhereFailed, setEverywhereFailed] = useState(false);
  const [leaving, setLeaving] = useState(false);
  useOnlinePresence(user.userId);
  const isExecutor = user.userRoles.includes('USER');
  const working = useMyWorkStatus(user.userId, isExecutor);
  const setWorking = useSetMyWorkStatus(user.userId ?? 0);
  const showNotifications = checkRouteAccess(paths.admin.notification.path, user.userRoles) === 'allow';
  // The bell counts the records where the person wrote on /status and nobody has looked yet.
  const newMessages = useNewMessageRecords(showNotifications && !leaving);

  /*
   * Ends the sign-in here with exactly one navigation, this one. The session is
   * marked ending first, so a request failing on the revoked sign-in neither goes to plain /login
   * nor refreshes the token back; the screens unmount at once (no poll, no screen reacts to the
   * revocation); the navigation renders synchronously, so the admin tree is gone before the session
   * is forgotten (still mounted, it would re-render signed-out and refetch without a token).
   */
  const leave = async (revoke: () => Promise<unknown>, to: string, forgetAll = false) => {
    session.beginEnd();
    flushSync(() => setLeaving(true));
    await revoke();
    await navigate(to, { replace: true, flushSync: true });
    session.clear();
    if (!forgetAll) return;
    queryClient.clear();
    try {
      sessionStorage.clear();
    } catch {
      // storage blocked: nothing was kept there
    }
  };

  // Sign-out ends the session locally even when the server call fails.
  const revokeHere = () => logout().catch((error: unknown) => console.error('Logout failed', error));
  const signOut = () => leave(revokeHere, paths.login.href());

  // Idle logout: the server revokes the sign-in, the sign-in page says why, nothing of the session stays.
  const endIdleSession = () => leave(revokeHere, `${paths.login.href()}?ended=idle`, true);

  // Every device: only a confirmed end counts, so a failure stays signed in here and says so.
  const signOutEverywhere = async () => {
    try {
      await logoutEverywhere();
    } catch (error) {
      console.error('Logout everywhere failed', error);
      setEverywhereFailed(true);
      return;
    }
    await leave(async () => {}, paths.login.href());
  };

  // The top bar's search: one match opens the appeal, several open the admin list with the search.
  const openSearch = async (text: string) => {
    if (!user.userRoles.includes('ADMIN')) {
      // An executor opens an appeal by its number; the server lets them in only to their own.
      if (/^\d+$/.test(text)) await navigate(paths.admin.appealsHistoryAppeal.href(text));
      return;
    }
    try {
      // Loaded when someone searches: the executor's first screen never needs it.
      const { getAppealsPage } = await import('../../../features/appeals/api/get-appeals-page');
      const found = await getAppealsPage({ page: 1, duplicates: false, q: text });
      if (found.rows.length === 1) {
        await navigate(paths.admin.appealsHistoryAppeal.href(found.rows[0]!.id));
        return;
      }
    } catch {
      // Too short or refused: the list says why.
    }
    await navigate(`${paths.admin.appeals.href()}?q=${encodeURIComponent(text)}`);
  };

  // The sign-in is ending: nothing of the screens stays while the server revokes it.
  if (leaving) return <PageSpinner />;

  // Only the open pages (denied, not-found) get here without a session: show them without the shell.
  if (user.userRoles.length === 0) {
    return (
      <main className="min-h-screen bg-slate-50 p-6">
        <Outlet />
      </main>
    );
  }

  return (
    <>
      {navigation.state === 'loading' && (
        <div role="progressbar" aria-label="Завантаження сторінки" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-600" />
      )}
      <AdminLayout
        userName={user.userName}
        menu={sidebarFor(user.userRoles)}
        totals={
          <>
            <Suspense fallback={null}>
              {user.userRoles.includes('ADMIN') ? <HighRiskCount /> : isExecutor && <OwnHighRiskCount userId={user.userId} />}
            </Suspense>
            <TopBarTotals userId={user.userId} roles={user.userRoles} />
          </>
        }
        showNotifications={showNotifications}
        notificationCount={newMessages.rows.length > 0 ? loadedCount(newMessages) : undefined}
        onAccount={() => setProfileOpen(true)}
        onTwoFactor={() => setTwoFactorOpen(true)}
        onLogout={() => void signOut()}
        onLogoutEverywhere={() => void signOutEverywhere()}
        // Only roles with appeals to find get the search (an OBSERVER's would always end in 403).
        onSearch={user.userRoles.some((role) => role === 'ADMIN' || role === 'USER') ? (text) => void openSearch(text) : undefined}
        working={isExecutor ? working : undefined}
        onToggleWorking={() => working !== undefined && setWorking.mutate(!working)}
      >
        <Outlet />
      </AdminLayout>
      <IdleLogout onTimeout={() => void endIdleSession()} />
      <InfoPopup
        open={everywhereFailed}
        kind="error"
        message="Не вдалося завершити сеанси на всіх пристроях. Спробуйте ще раз"
        onClose={() => setEverywhereFailed(false)}
      />
      {profileOpen && (
        <Suspense fallback={null}>
          <ProfileDialog onClose={() => setProfileOpen(false)} userId={user.userId} />
        </Suspense>
      )}
      {twoFactorOpen && (
        <Suspense fallback={null}>
          <TwoFactorDialog onClose={() => setTwoFactorOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
