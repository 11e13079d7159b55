import { AppLink } from '../../../lib/site-nav';
import { paths } from '../../../config/paths';
import { mediaUrl, pickFormat } from '../api/content-client';
import type { Post } from '../api/types';
import { DEFAULTS } from '../lib/constants';
import { formatDate, isInternal } from '../lib/format';
import { LazyImage } from './lazy-image';

/** A post in a list: picture, date, title and its button ('Читати далі' unless the post says otherwise). */
export function PostCard({ post, headingLevel = 3 }: { post: Post; headingLevel?: 3 | 4 }) {
  const image = pickFormat(post.img, 'small');
  const Heading = `h${headingLevel}` as const;
  const title = post.title ?? '';
  const external = post.link && !isInternal(post.link) ? post.link : null;
  const href = post.link && isInternal(post.link) ? post.link : paths.post.href(post.slug ?? '');
  const label = (
    <>
      {post.buttonText || DEFAULTS.mediaButton}
      <span className="sr-only">: {title}</span>
    </>
  );
  const linkClass =
    'mt-auto inline-flex min-h-11 items-center self-start rounded-md px-1 font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <LazyImage
        src={mediaUrl(image?.url)}
        alt={post.img?.alternativeText ?? ''}
        width={image?.width}
        height={image?.height}
        frameClassName="aspect-[3/2]"
        className="h-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        {post.publishedAt && (
          <time dateTime={post.publishedAt} className="text-sm text-slate-600">
            {formatDate(post.publishedAt)}
          </time>
        )}
        <Heading className="text-lg leading-snug font-semibold text-slate-900">{title}</Heading>
        {external ? (
          <a href={external} rel="noopener noreferrer" className={linkClass}>
            {label}
          </a>
        ) : (
          <AppLink to={href} className={linkClass}>
            {label}
          </AppLink>
        )}
      </div>
    </article>
  );
}
