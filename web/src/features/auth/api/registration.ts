import { useMutation } from '@tanstack/react-query';
import type { RegistrationBody } from '@dosyt/core/user/registration.schema';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** POST /api/auth/registration (public): the account is created inactive and the server mails the activation link. */
export const register = (body: RegistrationBody) => api.post(paths.api.auth.registration, body, { auth: false });

export const useRegister = () => useMutation({ mutationFn: register });
