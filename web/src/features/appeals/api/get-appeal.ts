import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** GET /api/appeals/{id}: the appeal with its community and version. */
export const getAppeal = (id: number | string) => api.get(paths.api.appeals.item(id));

export const appealQueryOptions = (id: number | string) => queryOptions({ queryKey: ['appeals', 'item', String(id)], queryFn: () => getAppeal(id) });

export const useAppeal = (id: number | string) => useQuery(appealQueryOptions(id));
