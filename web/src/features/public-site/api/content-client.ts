import { env } from '../../../config/env';
import type { PublicContentCollection } from '@dosyt/core/api/content';
import type { ContentList, MediaFormatName, StrapiMediaFormat } from '@dosyt/core/api/content-answers';

/**
 * Reads the content service (the platform itself by default, or a configured
 * Strapi). Never sends a token or cookies: the content is public, and the
 * service may live on another host.
 */
export type ContentParams = Record<string, string | number>;

/** Brackets stay readable (as Strapi's own qs does it); values are encoded. */
export function contentUrl(path: string, params: ContentParams = {}): string {
  const query = Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${env.contentBaseUrl}${path}${query ? `?${query}` : ''}`;
}

/**
 * GET /api/{collection} of a public collection (core/src/api/content.ts): it answers what
 * the contract says that route answers (ContentList, core/src/api/content-answers.ts).
 */
export async function fetchContent<C extends PublicContentCollection>(
  path: `/api/${C}`,
  params: ContentParams = {},
  signal?: AbortSignal,
): Promise<ContentList<C>> {
  const response = await fetch(contentUrl(path, params), { credentials: 'omit', headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`Content service answered ${response.status} for ${path}`);
  return (await response.json()) as ContentList<C>;
}

function allowedOrigins(): string[] {
  const origins = [window.location.origin];
  if (env.contentBaseUrl) origins.push(new URL(env.contentBaseUrl, window.location.origin).origin);
  return origins;
}

/**
 * The address of a media file: relative ones are served by the content service.
 * A file on any other host is not shown at all (the public site makes no third-party requests).
 */
export function mediaUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (url.startsWith('/') && !url.startsWith('//')) return `${env.contentBaseUrl}${url}`;
  try {
    const absolute = new URL(url);
    return allowedOrigins().includes(absolute.origin) ? absolute.href : undefined;
  } catch {
    return undefined;
  }
}

const ORDER: MediaFormatName[] = ['thumbnail', 'small', 'medium', 'large'];

type ImageSize = Pick<StrapiMediaFormat, 'url' | 'width' | 'height'>;

/** What of a media (StrapiMedia) the choice of a size reads. */
type Picture = ImageSize & { formats?: Partial<Record<MediaFormatName, ImageSize>> | null };

/** The preferred format of a media, else the next larger one, else the original. */
export function pickFormat(media: Picture | null | undefined, preferred: MediaFormatName): ImageSize | undefined {
  if (!media?.url) return undefined;
  const candidates = ORDER.slice(ORDER.indexOf(preferred)).map((name) => media.formats?.[name]);
  const format = candidates.find((f): f is ImageSize => Boolean(f?.url)) ?? media;
  return { url: format.url, width: format.width ?? media.width, height: format.height ?? media.height };
}
