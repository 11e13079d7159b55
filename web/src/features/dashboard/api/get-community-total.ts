import { queryOptions, useQueries } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { rangeQuery, type Count, type MonthRange } from './types';

export interface CommunityTotal {
  totals: Count;
  community_name: string;
}

/** GET /api/appeal-history/totals/community/{communityId}?startDate&endDate: appeals of one community in the month. */
export const getCommunityTotal = (communityId: string, range: MonthRange) =>
  api.get<CommunityTotal>(`${paths.api.stats.communityTotal(communityId)}?${rangeQuery(range)}`);

export const communityTotalQueryOptions = (communityId: string, range: MonthRange) =>
  queryOptions({ queryKey: ['stats', 'community-total', communityId, range.startDate], queryFn: () => getCommunityTotal(communityId, range) });

export const useCommunityTotals = (communityIds: readonly string[], range: MonthRange) =>
  useQueries({ queries: communityIds.map((id) => communityTotalQueryOptions(id, range)) });
