import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@dosyt/core/user/credentials.schema';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** POST /api/auth/reset-password-with-validation (public): sets the new password with the mailed token. */
export const resetPassword = (body: ResetPasswordInput) => api.post(paths.api.auth.resetPassword, body, { auth: false });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
