import { AppLink, useSiteNav } from '../../../lib/site-nav';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/page-title';
import { useSiteOrigin } from '../../../lib/site-origin';
import { mediaUrl, pickFormat } from '../api/content-client';
import { usePost } from '../api/get-posts';
import { SITE_NAME } from '../lib/constants';
import { formatDate, plainText } from '../lib/format';
import { LazyImage } from './lazy-image';
import { PostSlider } from './post-slider';
import { PublicLayout } from './public-layout';
import { RichText } from './rich-text';

/** 'Головна' goes back in history; opened directly (no history in this tab), it goes to the landing. */
function Breadcrumb({ title }: { title: string }) {
  const nav = useSiteNav();
  const canGoBack = typeof window.history.state?.idx === 'number' && window.history.state.idx > 0;
  return (
    <nav aria-label="Навігаційний ланцюжок" className="text-sm">
      <ol className="flex flex-wrap items-center gap-2 text-slate-700">
        <li>
          <AppLink
            to={paths.landing.href()}
            onClick={(event) => {
              if (!canGoBack) return;
              event.preventDefault();
              nav.back();
            }}
            className="rounded-sm font-medium text-brand-800 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Головна
          </AppLink>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="line-clamp-1">
          {title}
        </li>
      </ol>
    </nav>
  );
}

/**
 * Title, description, canonical, Open Graph and Twitter tags (React hoists them into the head).
 * The absolute URLs (canonical, og:url, the image) need the site's origin: the served HTML is
 * rendered without knowing it, so they appear once the app has taken over (as the landing's).
 */
function PostMeta({ title, description, image, publishedAt }: { title: string; description: string; image?: string; publishedAt?: string | null }) {
  const origin = useSiteOrigin();
  const url = origin && `${origin}${window.location.pathname}`;
  const imageUrl = origin && image ? new URL(image, origin).href : undefined;
  const fullTitle = `${title} | ${SITE_NAME}`;
  return (
    <>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="article" />
      <meta property="og:locale" content="uk_UA" />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:site_name" content={SITE_NAME} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {publishedAt && <meta property="article:published_time" content={publishedAt} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
    </>
  );
}

export function PostPage({ slug }: { slug: string }) {
  const { data: post, isPending, isError } = usePost(slug);
  const title = post?.title ?? '';
  useDocumentTitle(post ? `${title} | ${SITE_NAME}` : isPending ? SITE_NAME : `Публікацію не знайдено | ${SITE_NAME}`);

  if (isPending) {
    return (
      <PublicLayout>
        {/* A screen high, so the footer stays below the fold and does not jump when the post arrives. */}
        <div className="mx-auto min-h-svh max-w-3xl px-4 py-10" aria-busy="true">
          <div className="h-10 w-2/3 animate-pulse rounded bg-slate-100 motion-reduce:animate-none" />
        </div>
      </PublicLayout>
    );
  }

  if (!post) {
    return (
      <PublicLayout>
        <div className="mx-auto max-w-3xl px-4 py-16">
          <h1 className="text-2xl font-bold text-slate-900">{isError ? 'Публікація зараз недоступна' : 'Публікацію не знайдено'}</h1>
          <p className="mt-4">
            <AppLink to={paths.landing.href()} className="font-semibold text-brand-800 underline underline-offset-4">
              На головну
            </AppLink>
          </p>
        </div>
      </PublicLayout>
    );
  }

  const slides = (post.slides ?? []).filter((s) => mediaUrl(s.url));
  const image = pickFormat(post.img, 'medium');
  const imageUrl = mediaUrl(image?.url);
  const categories = (post.categories ?? []).map((c) => c.title).filter(Boolean) as string[];

  return (
    <PublicLayout>
      <PostMeta title={title} description={plainText(post.description) || title} image={imageUrl} publishedAt={post.publishedAt} />
      <article className="mx-auto max-w-3xl px-4 py-10">
        <Breadcrumb title={title} />
        <h1 className="mt-6 text-3xl leading-tight font-bold text-slate-900 md:text-4xl">{title}</h1>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
          {post.publishedAt && <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>}
          {categories.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Категорії">
              {categories.map((name) => (
                <li key={name} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800">
                  {name.toLocaleUpperCase('uk')}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="mt-8">
          {slides.length > 0 ? (
            <PostSlider slides={slides} title={title} />
          ) : (
            <LazyImage eager src={imageUrl} alt={post.img?.alternativeText ?? ''} width={image?.width} height={image?.height} frameClassName="rounded-2xl" />
          )}
        </div>
        {post.description && (
          <RichText
            html={post.description}
            className="mt-8 space-y-4 text-lg leading-relaxed text-slate-800 [&_a]:text-brand-800 [&_a]:underline [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:text-xl [&_h3]:font-semibold [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc"
          />
        )}
        {post.link && (
          <p className="mt-8">
            <a href={post.link} rel="noopener noreferrer" className="font-semibold text-brand-800 underline underline-offset-4">
              {post.buttonText || 'Читати далі'}
            </a>
          </p>
        )}
      </article>
    </PublicLayout>
  );
}
