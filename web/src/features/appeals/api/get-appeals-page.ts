import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { withQuery } from '@dosyt/core/api/contract';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** Rows a page of the admin appeals list (the server's page size). */
export const APPEALS_PAGE_SIZE = 10;

export interface AppealsPageQuery {
  page: number;
  /** Absent: every region (ADMIN). */
  regionId?: number | string | null;
  duplicates: boolean;
  /** Number, any part of the phone digits, or name words. */
  q?: string | null;
  status?: string | null;
  /** 'date' (default), 'date-asc', 'deadline', 'status'. */
  sort?: string | null;
  /** 'unassigned' ('Без виконавця') or 'overdue' ('Прострочені'). */
  filter?: string | null;
  size?: number;
}

/** GET /api/appeals/pages={page}?region_id=&filterDuplicates=&q=&status=&sort=&filter=&size=: {rows, count}. */
export function getAppealsPage({ page, regionId, duplicates, q, status, sort, filter, size }: AppealsPageQuery) {
  const query = new URLSearchParams();
  if (regionId != null && regionId !== '') query.set('region_id', String(regionId));
  query.set('filterDuplicates', String(duplicates));
  if (q) query.set('q', q);
  if (status) query.set('status', status);
  if (sort && sort !== 'date') query.set('sort', sort);
  if (filter) query.set('filter', filter);
  if (size && size !== APPEALS_PAGE_SIZE) query.set('size', String(size));
  return api.get(withQuery(paths.api.appeals.page(page), query));
}

export const appealsPageQueryOptions = (q: AppealsPageQuery) =>
  queryOptions({
    queryKey: [
      'appeals',
      'page',
      q.page,
      q.regionId ?? 'all',
      q.duplicates,
      q.q ?? '',
      q.status ?? '',
      q.sort ?? '',
      q.filter ?? '',
      q.size ?? APPEALS_PAGE_SIZE,
    ],
    queryFn: () => getAppealsPage(q),
    placeholderData: keepPreviousData,
    // Deadlines count down: a list left open stays current.
    refetchInterval: 60_000,
  });

export const useAppealsPage = (q: AppealsPageQuery) => useQuery(appealsPageQueryOptions(q));
