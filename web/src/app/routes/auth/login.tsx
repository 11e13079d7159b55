<<<<<<< HEAD
import { homePathFor } from '@dosyt/core/access/route-access';
import { useLocation, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { LoginForm } from '../../../features/auth/components/login-form';

/** /login: after success, the role picks the first page (spec part 2 section 2). */
export function Component() {
  const navigate = useNavigate();
  // Why the previous session ended (the idle logout says so), if it did.
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  return (
    <AuthLayout title="Вхід">
      {typeof notice === 'string' && (
        <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {notice}
        </p>
      )}
      <LoginForm onSuccess={(roles) => navigate(homePathFor(roles), { replace: true })} />
    </AuthLayout>
  );
}
=======
import { LoginPage } from '../../../features/auth/components/login-page';

/** /login inside the full app (after sign-out, or a redirect from a guarded page); a first visit is served by the public shell. */
export const Component = LoginPage;
>>>>>>> main
