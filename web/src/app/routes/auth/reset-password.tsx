import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { paths } from '../../../config/paths';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';

/** /reset-password?token=...: the link from the reset e-mail. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token')?.trim() || null;
  const toLogin = useCallback(() => navigate(paths.login.href(), { replace: true }), [navigate]);
  return (
    <AuthLayout title="Новий пароль">
      <ResetPasswordForm token={token} onDone={toLogin} onInvalidLinkClosed={() => navigate(paths.forgotPassword.href())} />
    </AuthLayout>
  );
}
