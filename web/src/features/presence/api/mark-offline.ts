import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/**
 * POST /api/users/offline/{userId}, no body. Sent with keepalive: it usually leaves
 * while the tab is being hidden or closed, when a normal request would be cut off.
 */
export const markOffline = (userId: number) => api.post(paths.api.users.offline(userId), undefined, { keepalive: true });
