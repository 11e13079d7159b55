import type { LoginInput } from '@dosyt/core/user/user.schema';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export interface LoginAnswer {
  token?: string;
  message?: string;
}

/** POST /api/auth/login: no token is sent; the refresh token comes back as an httpOnly cookie. */
export const login = (body: LoginInput) => api.post<LoginAnswer>(paths.api.auth.login, body, { auth: false });
