import { queryOptions, useQuery } from '@tanstack/react-query';
import { withQuery } from '@dosyt/core/api/contract';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { rangeQuery, type MonthRange } from './types';

/** GET /api/appeal-history/communityIds/{regionId}?startDate&endDate: communities of the region with appeals in the month. */
export const getCommunityIds = (regionId: number, range: MonthRange) => api.get(withQuery(paths.api.stats.communityIds(regionId), rangeQuery(range)));

/** Ids arrive as plain values or as {community_id} rows. */
export const communityIdsOf = (rows: Awaited<ReturnType<typeof getCommunityIds>> | undefined): string[] =>
  (rows ?? []).map((row) => String(typeof row === 'object' && row !== null ? row.community_id : row));

export const communityIdsQueryOptions = (regionId: number, range: MonthRange) =>
  queryOptions({ queryKey: ['stats', 'community-ids', regionId, range.startDate], queryFn: () => getCommunityIds(regionId, range) });

export const useCommunityIds = (regionId: number | null, range: MonthRange) =>
  useQuery({ ...communityIdsQueryOptions(regionId ?? 0, range), enabled: regionId !== null });
