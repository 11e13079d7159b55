import { homePathFor } from '@dosyt/core/access/route-access';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { useSiteNav } from '../../../lib/site-nav';
import { LoginForm } from './login-form';

/**
 * /login: after success, the role picks the first page (spec part 2 section 2).
 * Router-free, so the public shell serves a first visit and the full app a return
 * after sign-out with the same page.
 */
export function LoginPage() {
  const nav = useSiteNav();
  return (
    <AuthLayout title="Вхід">
      <LoginForm onSuccess={(roles) => nav.replace(homePathFor(roles))} />
    </AuthLayout>
  );
}
