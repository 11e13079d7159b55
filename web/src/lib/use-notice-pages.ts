import type { NoticePage } from '@dosyt/core/api/stats-answers';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';

/** The `?cursor=` of the page after the one that answered `cursor` (the first page has none). */
export const pageQuery = (cursor: string | undefined) => (cursor ? new URLSearchParams({ cursor }) : '');

export interface NoticeRows<Row> {
  /** Every row of the pages loaded so far, in the list's order. */
  rows: Row[];
  /** The server has more: 'Показати ще' loads the next page. */
  more: boolean;
  loadMore: () => void;
  loadingMore: boolean;
  error: unknown;
}

/**
 * A notification list (core/src/api/stats-answers.ts NoticePage) a page at a time:
 * the first page, then each next one as asked; refreshed every minute like before.
 */
export function useNoticePages<Row>(queryKey: QueryKey, fetchPage: (cursor: string | undefined) => Promise<NoticePage<Row>>, enabled = true): NoticeRows<Row> {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor,
    refetchInterval: 60_000,
    retry: false,
    enabled,
  });
  return {
    rows: query.data?.pages.flatMap((page) => page.data) ?? [],
    more: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    loadingMore: query.isFetchingNextPage,
    error: query.error,
  };
}

/** A list's count as shown: what is loaded, '+' while more pages wait ('(50+)'). */
export const loadedCount = (list: Pick<NoticeRows<unknown>, 'rows' | 'more'>) => `${list.rows.length}${list.more ? '+' : ''}`;
