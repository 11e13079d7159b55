import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@dosyt/core/user/credentials.schema';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** POST /api/auth/forgot-password (public): the server mails a reset link if the address exists. */
export const requestPasswordReset = (body: ForgotPasswordInput) => api.post(paths.api.auth.forgotPassword, body, { auth: false });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
