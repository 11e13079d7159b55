import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** GET /api/appeals/totals/regions: all-time appeal counts per region by status. */
export const getRegionTotals = () => api.get(paths.api.appeals.regionTotals);

export const regionTotalsQueryOptions = () => queryOptions({ queryKey: ['appeals', 'totals', 'regions'], queryFn: getRegionTotals });

export const useRegionTotals = () => useQuery(regionTotalsQueryOptions());
