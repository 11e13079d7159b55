import { env } from '../../../config/env';
import type { Media, MediaFormat } from './types';
import type { PUBLIC_CONTENT_COLLECTIONS } from '@dosyt/core/api/content';

type PublicContentCollection = (typeof PUBLIC_CONTENT_COLLECTIONS)[number];

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

/** A public collection's path, as the API contract lists them (core/src/api/content.ts). */
export type ContentPath = `/api/${PublicContentCollection}`;

export async function fetchContent<T>(path: ContentPath, params: ContentParams = {}, signal?: AbortSignal): Promise<T> {
  const response = await fetch(contentUrl(path, params), { credentials: 'omit', headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`Content service answered ${response.status} for ${path}`);
  return (await response.json()) as T;
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

export type FormatName = 'thumbnail' | 'small' | 'medium' | 'large';

const ORDER: FormatName[] = ['thumbnail', 'small', 'medium', 'large'];

/** The preferred format of a media, else the next larger one, else the original. */
export function pickFormat(media: Media | null | undefined, preferred: FormatName): (MediaFormat & { url: string }) | undefined {
  if (!media?.url) return undefined;
  const candidates = ORDER.slice(ORDER.indexOf(preferred)).map((name) => media.formats?.[name]);
  const format = candidates.find((f): f is MediaFormat => Boolean(f?.url)) ?? media;
  return { url: format.url, width: format.width ?? media.width, height: format.height ?? media.height };
}
