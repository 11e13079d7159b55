import { homePathFor } from '@dosyt/core/access/route-access';
import { useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { LoginForm } from '../../../features/auth/components/login-form';

/** /login: after success, the role picks the first page (spec part 2 section 2). */
export function Component() {
  const navigate = useNavigate();
  return (
    <AuthLayout title="Вхід">
      <LoginForm onSuccess={(roles) => navigate(homePathFor(roles), { replace: true })} />
    </AuthLayout>
  );
}
