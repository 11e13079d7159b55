/**
 * One allow-list for rich text (reports, comments, posts), shared by the server's
 * js-xss (before storing) and the browser's DOMPurify (before rendering),
 * so both agree on what survives. No style, no class, no event handlers, no iframes.
 */
export const RICH_TEXT_ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'sub',
  'sup',
  'mark',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** Attributes allowed per tag (js-xss's `whiteList` shape). */
export const RICH_TEXT_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};

/** DOMPurify's ALLOWED_ATTR is one flat list. */
export const RICH_TEXT_ALLOWED_ATTRIBUTE_NAMES: readonly string[] = [...new Set(Object.values(RICH_TEXT_ALLOWED_ATTRIBUTES).flat())];

/** URL schemes allowed in href/src: no javascript:, no data:. */
export const RICH_TEXT_ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Links leave the site without handing it the opener. */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer';
