import { queryOptions, useQueries } from '@tanstack/react-query';
import { withQuery } from '@dosyt/core/api/contract';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { rangeQuery, type MonthRange } from './types';

export type { CommunityTotal } from '@dosyt/core/api/stats-answers';

/** GET /api/appeal-history/totals/community/{communityId}?startDate&endDate: appeals of one community in the month. */
export const getCommunityTotal = (communityId: string, range: MonthRange) =>
  api.get(withQuery(paths.api.stats.communityTotal(communityId), rangeQuery(range)));

export const communityTotalQueryOptions = (communityId: string, range: MonthRange) =>
  queryOptions({ queryKey: ['stats', 'community-total', communityId, range.startDate], queryFn: () => getCommunityTotal(communityId, range) });

export const useCommunityTotals = (communityIds: readonly string[], range: MonthRange) =>
  useQueries({ queries: communityIds.map((id) => communityTotalQueryOptions(id, range)) });
