import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { withQuery } from '@dosyt/core/api/contract';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

export const HISTORY_PAGE_SIZE = 10;

export interface UserAssignmentsQuery {
  userId: number;
  /** 'YYYY-MM-DD' (a whole day when used as the end). */
  from?: string;
  to?: string;
  /** Community code. */
  community?: string;
  page: number;
  /** 10, 25 or 50. */
  size?: number;
  /** Number, any part of the phone digits, or name words. */
  q?: string;
  status?: string;
  /** 'date' (default), 'date-asc', 'deadline', 'status'. */
  sort?: string;
  /** 'overdue' ('Прострочені'). */
  filter?: string;
}

/** GET /api/appeal-history/user/{userId}?from=&to=&community=&page=&pageSize=&q=&status=&sort=&filter=: {data, total}. */
export function getUserAssignments({ userId, from, to, community, page, size, q, status, sort, filter }: UserAssignmentsQuery) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(size ?? HISTORY_PAGE_SIZE) });
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  if (community) query.set('community', community);
  if (q) query.set('q', q);
  if (status) query.set('status', status);
  if (sort && sort !== 'date') query.set('sort', sort);
  if (filter) query.set('filter', filter);
  return api.get(withQuery(paths.api.appealHistory.byUser(userId), query));
}

export const userAssignmentsQueryOptions = (q: UserAssignmentsQuery) =>
  queryOptions({
    queryKey: [
      'assignments',
      'user',
      q.userId,
      q.from ?? '',
      q.to ?? '',
      q.community ?? '',
      q.page,
      q.size ?? HISTORY_PAGE_SIZE,
      q.q ?? '',
      q.status ?? '',
      q.sort ?? '',
      q.filter ?? '',
    ],
    queryFn: () => getUserAssignments(q),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

export const useUserAssignments = (q: UserAssignmentsQuery | null) =>
  useQuery({ ...userAssignmentsQueryOptions(q ?? { userId: 0, page: 1 }), enabled: q !== null });
