import bbobHtml from '@bbob/html';
import presetHtml5 from '@bbob/preset-html5';
import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_SCHEMES,
  RICH_TEXT_ALLOWED_TAGS,
  RICH_TEXT_LINK_REL,
} from '@dosyt/core/content/sanitize-policy';

/**
 * Plain text (appeal descriptions, BBCode comment sources): every HTML tag goes,
 * script and style bodies with it; the text stays. sanitize-html escapes `<` and `>`
 * of what is left, so nothing stored can become markup; `&` is unescaped again
 * because it is harmless on its own and common in what people write.
 */
export function sanitizePlainText(input: string): string {
  const stripped = sanitizeHtml(input.replace(/\r\n?/g, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  });
  return stripped.replace(/&amp;/g, '&').trim();
}

const ABSOLUTE_URL = new RegExp(`^(${RICH_TEXT_ALLOWED_SCHEMES.join('|')}):`, 'i');
const isAbsolute = (url: string | undefined): url is string => Boolean(url && ABSOLUTE_URL.test(url.trim()));

/** Rich text (HTML) with the one allow-list the browser's DOMPurify also uses. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT_ALLOWED_TAGS],
    allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ALLOWED_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]])),
    allowedSchemes: [...RICH_TEXT_ALLOWED_SCHEMES],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => {
        const { href, ...rest } = attribs;
        return { tagName, attribs: { ...rest, ...(isAbsolute(href) ? { href } : {}), rel: RICH_TEXT_LINK_REL, target: '_blank' } };
      },
    },
    // An image is only kept with an absolute address: a relative one would call the platform itself.
    exclusiveFilter: (frame) => frame.tag === 'img' && !isAbsolute(frame.attribs.src),
  });
}

const simple = (tag: string) => (node: { content?: unknown }) => ({ tag, attrs: {}, content: node.content }) as never;

/**
 * The BBCode of the 'Важлива інформація' editor. The html5 preset renders bold and
 * friends as styled spans, which the allow-list (no style attribute) would flatten,
 * so they become semantic tags; colour and size carry no meaning in a report and go.
 */
const bbcodePreset = presetHtml5.extend((tags) => ({
  ...tags,
  b: simple('strong'),
  i: simple('em'),
  u: simple('u'),
  s: simple('s'),
  color: (node) => node.content as never,
  size: (node) => node.content as never,
  style: (node) => node.content as never,
}));

/** BBCode -> HTML -> sanitised HTML: what a report stores as its content. */
export function bbcodeToSafeHtml(bbcode: string): string {
  const html = bbobHtml(bbcode.replace(/\r\n?/g, '\n'), bbcodePreset());
  return sanitizeRichText(html.replace(/\n/g, '<br />'));
}
