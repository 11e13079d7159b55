import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** GET /api/users/all (ADMIN): every staff member. */
export const getUsersAll = () => api.get(paths.api.users.all);

export const usersAllQueryOptions = () => queryOptions({ queryKey: ['users', 'all'], queryFn: getUsersAll });

export const useUsersAll = () => useQuery(usersAllQueryOptions());
