import { RICH_TEXT_LINK_REL } from '@dosyt/core/content/sanitize-policy';
import { sanitizeHtml } from '../lib/html-sanitizer';

/** Images on the public site come from the site itself: uploads (local and cloud) and the seeded illustrations. */
export const OWN_MEDIA_PATH = /^\/(uploads|media|content)\/[A-Za-z0-9._\-/]+$/;

export const isOwnMediaPath = (value: string): boolean => OWN_MEDIA_PATH.test(value) && !value.includes('..');

/**
 * Rich text (a post's body) is cleaned with the core allow-list before it is
 * stored; the browser cleans it again with DOMPurify before it renders it.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    // An image from another host would be a third-party request on the public site.
    keepImage: isOwnMediaPath,
    link: ({ target, ...rest }) => ({ ...rest, ...(target === '_blank' ? { target } : {}), rel: RICH_TEXT_LINK_REL }),
  }).trim();
}
