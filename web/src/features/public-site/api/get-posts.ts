import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { POSTS_STEP } from '../lib/constants';
import { fetchContent, type ContentParams } from './content-client';
import type { Post, StrapiList } from './types';

/** Which posts a feed shows: those of a category, all but one category, or all. */
export type PostFilter = { category: string } | { notCategory: string } | null;

function filterParams(filter: PostFilter): ContentParams {
  if (!filter) return {};
  if ('category' in filter) return { 'filters[categories][slug][$eq]': filter.category };
  return { 'filters[categories][slug][$ne]': filter.notCategory };
}

/** GET /api/posts?filters[categories][slug][$eq]={slug}&populate=*, newest (highest id) first, a step at a time. */
export const getPostsPage = (filter: PostFilter, page: number, signal?: AbortSignal) =>
  fetchContent<StrapiList<Post>>(
    '/api/posts',
    { ...filterParams(filter), populate: '*', sort: 'id:desc', 'pagination[page]': page, 'pagination[pageSize]': POSTS_STEP },
    signal,
  );

export const postsFeedQueryOptions = (filter: PostFilter) =>
  infiniteQueryOptions({
    queryKey: ['content', 'posts', filter],
    queryFn: ({ pageParam, signal }) => getPostsPage(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (lastPage * POSTS_STEP < (last.meta?.pagination?.total ?? 0) ? lastPage + 1 : undefined),
  });

const logPostsError = (error: unknown) => {
  if (error) console.error('Помилка при завантаженні постів', error);
};

/** The posts shown so far, whether more exist, and the call that adds the next step. */
export function usePostsFeed(filter: PostFilter) {
  const query = useInfiniteQuery(postsFeedQueryOptions(filter));
  useEffect(() => logPostsError(query.error), [query.error]);
  return {
    posts: query.data?.pages.flatMap((p) => p.data ?? []) ?? [],
    total: query.data?.pages[0]?.meta?.pagination?.total ?? 0,
    isPending: query.isPending,
    isError: query.isError,
    hasMore: Boolean(query.hasNextPage),
    isFetchingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

/** GET /api/posts?filters[slug][$eq]={slug}&populate=*: reads data[0]. */
export const getPostBySlug = async (slug: string, signal?: AbortSignal): Promise<Post | null> =>
  (await fetchContent<StrapiList<Post>>('/api/posts', { 'filters[slug][$eq]': slug, populate: '*' }, signal)).data?.[0] ?? null;

export const postQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['content', 'post', slug], queryFn: ({ signal }) => getPostBySlug(slug, signal) });

export function usePost(slug: string) {
  const query = useQuery(postQueryOptions(slug));
  useEffect(() => logPostsError(query.error), [query.error]);
  return query;
}
