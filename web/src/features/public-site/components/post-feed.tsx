import { useEffect, useRef } from 'react';
import { usePostsFeed, type PostFilter } from '../api/get-posts';
import { DEFAULTS } from '../lib/constants';
import { PostCard } from './post-card';

/**
 * Posts of one tab, 3 at a time: 'Переглянути більше' adds 3 and hides once all
 * are shown; an empty (or unavailable) list says so.
 */
export function PostFeed({ filter }: { filter: PostFilter }) {
  const feed = usePostsFeed(filter);
  const list = useRef<HTMLUListElement>(null);
  const shown = useRef(0);

  // After 'Переглянути більше', focus moves to the first of the new posts.
  useEffect(() => {
    const before = shown.current;
    shown.current = feed.posts.length;
    if (before > 0 && feed.posts.length > before) {
      list.current?.querySelectorAll<HTMLElement>('li a')[before]?.focus();
    }
  }, [feed.posts.length]);

  if (feed.isPending) return <div className="h-40 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none" aria-hidden="true" />;
  if (feed.posts.length === 0) return <p className="text-slate-700">{DEFAULTS.emptyPosts}</p>;

  return (
    <div>
      <ul ref={list} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {feed.posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      {feed.hasMore && (
        <div className="mt-6 flex justify-center">
          <button
            type="button"
            onClick={feed.loadMore}
            disabled={feed.isFetchingMore}
            className="inline-flex min-h-11 items-center rounded-md border border-brand-700 bg-white px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
          >
            {DEFAULTS.loadMore}
          </button>
        </div>
      )}
    </div>
  );
}
