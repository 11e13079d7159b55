import type { LoginInput } from '@dosyt/core/user/credentials.schema';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** POST /api/auth/login: no token is sent; the refresh token comes back as an httpOnly cookie. */
export const login = (body: LoginInput) => api.post(paths.api.auth.login, body, { auth: false });

/** POST /api/auth/login/code: the challenge of the password step and a code; answers like login. */
export const loginWithCode = (body: { challenge: string; code: string }) => api.post(paths.api.auth.loginCode, body, { auth: false });
