import { queryOptions, useQuery } from '@tanstack/react-query';
import { withQuery } from '@dosyt/core/api/contract';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { rangeQuery, type MonthRange } from './types';

/** GET /api/appeal-history/totals?startDate&endDate[&region_id]: appeals received in the month (the doughnut's centre). */
export const getMonthTotal = (range: MonthRange, regionId?: number) =>
  api.get(withQuery(paths.api.stats.monthTotal, rangeQuery(range, { region_id: regionId })));

export const monthTotalQueryOptions = (range: MonthRange, regionId?: number) =>
  queryOptions({ queryKey: ['stats', 'month-total', range.startDate, regionId ?? 'all'], queryFn: () => getMonthTotal(range, regionId) });

export const useMonthTotal = (range: MonthRange, regionId?: number, enabled = true) => useQuery({ ...monthTotalQueryOptions(range, regionId), enabled });
