import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** POST /api/auth/logout: revokes the refresh cookie. No refresh dance: a stale token must not block leaving. */
export const logout = () => api.post(paths.api.auth.logout, undefined, { auth: false });

/** POST /api/auth/logout-everywhere (signed in): ends every sign-in of the person, on every device, chat included. */
export const logoutEverywhere = () => api.post(paths.api.auth.logoutEverywhere, undefined);
