import { withQuery, type ApiPath, type RoutePath } from '@dosyt/core/api/contract';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rangeQuery, type MonthRange } from './types';

/**
 * One call a bar for the month (a region's or a community's figure), so
 * that each bar's answer is cached, and refetched, on its own.
 */
export const useMonthQueryPerBar = <K extends string | number, P extends RoutePath<'GET'>>(
  name: string,
  pathOf: (key: K) => ApiPath<P>,
  keys: readonly K[],
  range: MonthRange,
) =>
  useQueries({
    queries: keys.map((key) =>
      queryOptions({ queryKey: ['stats', name, key, range.startDate], queryFn: () => api.get(withQuery(pathOf(key), rangeQuery(range))) }),
    ),
  });
