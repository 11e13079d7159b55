import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Region } from '../types';
import { paths } from '../../../config/paths';

/** GET /api/communities/regions: every region with population, area and the active flag. */
export const getRegions = () => api.get<Region[]>(paths.api.regions);

export const regionsQueryOptions = () => queryOptions({ queryKey: ['regions', 'all'], queryFn: getRegions });

export const useRegions = () => useQuery(regionsQueryOptions());
