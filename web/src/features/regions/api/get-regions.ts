import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { paths } from '../../../config/paths';

/** GET /api/communities/regions: every region with population, area and the active flag. */
export const getRegions = () => api.get(paths.api.regions);

export const regionsQueryOptions = () => queryOptions({ queryKey: ['regions', 'all'], queryFn: getRegions });

export const useRegions = () => useQuery(regionsQueryOptions());
