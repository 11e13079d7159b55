import { useEffect } from 'react';
import { fetchInto, prefetch, useCached } from '../../../lib/content-cache';
import { POSTS_STEP } from '../lib/constants';
import { fetchContent, type ContentParams } from './content-client';
import type { ContentList } from '@dosyt/core/api/content-answers';
import type { Post } from './types';

/** Which posts a feed shows: those of a category, all but one category, or all. */
export type PostFilter = { category: string } | { notCategory: string } | null;

function filterParams(filter: PostFilter): ContentParams {
  if (!filter) return {};
  if ('category' in filter) return { 'filters[categories][slug][$eq]': filter.category };
  return { 'filters[categories][slug][$ne]': filter.notCategory };
}

/** GET /api/posts?filters[categories][slug][$eq]={slug}&populate=*, newest (highest id) first, a step at a time. */
export const getPostsPage = (filter: PostFilter, page: number, signal?: AbortSignal) =>
  fetchContent('/api/posts', { ...filterParams(filter), populate: '*', sort: 'id:desc', 'pagination[page]': page, 'pagination[pageSize]': POSTS_STEP }, signal);

/** Whether a feed whose loaded pages are `pages` has more posts on the server. */
const hasMorePosts = (pages: ContentList<'posts'>[]) => pages.length * POSTS_STEP < (pages[0]?.meta?.pagination?.total ?? 0);

const logPostsError = (error: unknown) => {
  if (error) console.error('Помилка при завантаженні постів', error);
};

/** The posts shown so far, whether more exist, and the call that adds the next step. */
export function usePostsFeed(filter: PostFilter) {
  const key = `content:posts:${JSON.stringify(filter)}`;
  const entry = useCached(key, async () => [await getPostsPage(filter, 1)]);
  useEffect(() => logPostsError(entry.error), [entry.error]);
  const pages = entry.data ?? [];
  const hasMore = hasMorePosts(pages);
  return {
    posts: pages.flatMap((p) => p.data ?? []),
    total: pages[0]?.meta?.pagination?.total ?? 0,
    isPending: entry.status === 'pending',
    isError: entry.status === 'error',
    hasMore,
    isFetchingMore: entry.fetching && pages.length > 0,
    loadMore: () => {
      if (hasMore) void fetchInto(key, async (loaded: ContentList<'posts'>[] | undefined = []) => [...loaded, await getPostsPage(filter, loaded.length + 1)]);
    },
  };
}

/** GET /api/posts?filters[slug][$eq]={slug}&populate=*: reads data[0]. */
export const getPostBySlug = async (slug: string, signal?: AbortSignal): Promise<Post | null> =>
  (await fetchContent('/api/posts', { 'filters[slug][$eq]': slug, populate: '*' }, signal)).data?.[0] ?? null;

const postKey = (slug: string) => `content:post:${slug}`;

/** Asks for a post while the post page's code is still loading, so the two arrive together. */
export const prefetchPost = (slug: string) => prefetch(postKey(slug), () => getPostBySlug(slug));

export function usePost(slug: string) {
  const entry = useCached(postKey(slug), () => getPostBySlug(slug));
  useEffect(() => logPostsError(entry.error), [entry.error]);
  return { data: entry.data, isPending: entry.status === 'pending', isError: entry.status === 'error' };
}
