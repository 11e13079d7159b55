import { homePathFor } from '@dosyt/core/access/route-access';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { nextPathOf } from '../../../lib/next-path';
import { useSiteNav } from '../../../lib/site-nav';
import { LoginForm } from './login-form';

/** Why the previous session ended, as the admin area said in the address (`?ended=idle`, `?ended=session`). */
export const IDLE_LOGOUT_MESSAGE = 'Сеанс завершено через неактивність';
export const SESSION_ENDED_MESSAGE = 'Сеанс завершено. Увійдіть знову, щоб продовжити роботу.';
const END_NOTICES: Record<string, string> = { idle: IDLE_LOGOUT_MESSAGE, session: SESSION_ENDED_MESSAGE };
const endNotice = (search: string): string | null => END_NOTICES[new URLSearchParams(search).get('ended') ?? ''] ?? null;

/**
 * /login: after success, the page a signed-out link pointed to (`?next=/admin/…`),
 * else the role's first page.
 * Router-free, so the public shell serves a first visit and the full app a return
 * after sign-out with the same page.
 */
export function LoginPage() {
  const nav = useSiteNav();
  const notice = endNotice(window.location.search);
  const next = nextPathOf(window.location.search);
  return (
    <AuthLayout title="Вхід">
      {notice && (
        <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {notice}
        </p>
      )}
      <LoginForm onSuccess={(roles) => nav.replace(next ?? homePathFor(roles))} />
    </AuthLayout>
  );
}
