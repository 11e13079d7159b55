import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LinkedPage } from './api-client';

/** The `?cursor=` of the page a previous page's Link rel="next" named (the first page has none). */
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
 * A notification list (a Link-paged route, core/src/api/link-paging.ts) a page at a time:
 * the first page, then each next one its Link names, as asked; refreshed every minute like before.
 */
export function useNoticePages<Row>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | undefined) => Promise<LinkedPage<Row[]>>,
  enabled = true,
): NoticeRows<Row> {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
    refetchInterval: 60_000,
    retry: false,
    enabled,
  });
  // A page may come back empty when the server skipped what an earlier part of the list showed:
  // go on to the next one rather than show an empty list with 'Показати ще'.
  const lastEmpty = query.data?.pages.at(-1)?.rows.length === 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (lastEmpty && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [lastEmpty, hasNextPage, isFetchingNextPage, fetchNextPage]);
  return {
    rows: query.data?.pages.flatMap((page) => page.rows) ?? [],
    more: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    loadingMore: query.isFetchingNextPage,
    error: query.error,
  };
}

/** A list's count as shown: what is loaded, '+' while more pages wait ('(50+)'). */
export const loadedCount = (list: Pick<NoticeRows<unknown>, 'rows' | 'more'>) => `${list.rows.length}${list.more ? '+' : ''}`;
