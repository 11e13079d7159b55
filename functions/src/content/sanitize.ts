import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_SCHEMES,
  RICH_TEXT_ALLOWED_TAGS,
  RICH_TEXT_LINK_REL,
} from '@dosyt/core/content/sanitize-policy';

/** Images on the public site come from the site itself: uploads and the seeded illustrations. */
export const OWN_MEDIA_PATH = /^\/(uploads|content)\/[A-Za-z0-9._\-/]+$/;

export const isOwnMediaPath = (value: string): boolean => OWN_MEDIA_PATH.test(value) && !value.includes('..');

const allowedAttributes = Object.fromEntries(
  Object.entries(RICH_TEXT_ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
);

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ALLOWED_TAGS],
  allowedAttributes,
  allowedSchemes: [...RICH_TEXT_ALLOWED_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image from another host would be a third-party request on the public site.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnMediaPath(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      return { tagName, attribs: { ...rest, ...(target === '_blank' ? { target } : {}), rel: RICH_TEXT_LINK_REL } };
    },
  },
};

/**
 * Rich text (a post's body) is cleaned with the core allow-list before it is
 * stored; the browser cleans it again with DOMPurify before it renders it.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
