import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { AppealsPage } from '../types';

/** Rows a page of the admin appeals list (the server's page size). */
export const APPEALS_PAGE_SIZE = 10;

export interface AppealsPageQuery {
  page: number;
  /** Absent: every region (ADMIN). */
  regionId?: number | string | null;
  duplicates: boolean;
}

/** GET /api/appeals/pages={page}?region_id=&filterDuplicates=: {rows, count}. */
export function getAppealsPage({ page, regionId, duplicates }: AppealsPageQuery) {
  const query = new URLSearchParams();
  if (regionId != null && regionId !== '') query.set('region_id', String(regionId));
  query.set('filterDuplicates', String(duplicates));
  return api.get<AppealsPage>(`${paths.api.appeals.page(page)}?${query.toString()}`);
}

export const appealsPageQueryOptions = (q: AppealsPageQuery) =>
  queryOptions({
    queryKey: ['appeals', 'page', q.page, q.regionId ?? 'all', q.duplicates],
    queryFn: () => getAppealsPage(q),
    placeholderData: keepPreviousData,
    // Deadlines count down: a list left open stays current.
    refetchInterval: 60_000,
  });

export const useAppealsPage = (q: AppealsPageQuery) => useQuery(appealsPageQueryOptions(q));
