import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** POST /api/users/online/{userId}, no body; the answer is not used. */
export const markOnline = (userId: number) => api.post(paths.api.users.online(userId));
