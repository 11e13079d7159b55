import { queryOptions, useQueries } from '@tanstack/react-query';
import { withQuery } from '@dosyt/core/api/contract';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { rangeQuery, type MonthRange } from './types';
import type { AssistanceTotalRow } from '@dosyt/core/api/stats-answers';

export type { AssistanceTotalRow } from '@dosyt/core/api/stats-answers';

/** GET /api/appeal-history/totals/assistance/{id}?startDate&endDate[&region_id]: appeals asking for one type. */
export const getAssistanceTotal = (assistanceId: number, range: MonthRange, regionId?: number) =>
  api.get(withQuery(paths.api.stats.assistanceTotal(assistanceId), rangeQuery(range, { region_id: regionId })));

export const assistanceTotalQueryOptions = (assistanceId: number, range: MonthRange, regionId?: number) =>
  queryOptions({
    queryKey: ['stats', 'assistance-total', assistanceId, range.startDate, regionId ?? 'all'],
    queryFn: () => getAssistanceTotal(assistanceId, range, regionId),
  });

/** The row of one answer (a list of one row, or the row itself). */
export function assistanceCount(answer: AssistanceTotalRow[] | AssistanceTotalRow | undefined): number {
  const row = Array.isArray(answer) ? answer[0] : answer;
  return Number(row?.totals ?? 0) || 0;
}

/** One call per assistance type, so each type's figure loads on its own. */
export const useAssistanceTotals = (assistanceIds: readonly number[], range: MonthRange, regionId?: number, enabled = true) =>
  useQueries({ queries: assistanceIds.map((id) => ({ ...assistanceTotalQueryOptions(id, range, regionId), enabled })) });
