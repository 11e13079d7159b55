import bbobHtml from '@bbob/html';
import presetHtml5 from '@bbob/preset-html5';
import { RICH_TEXT_LINK_REL } from '@dosyt/core/content/sanitize-policy';
import { isAbsoluteUrl, sanitizeHtml, stripTags } from '../lib/html-sanitizer';

/**
 * Plain text (appeal descriptions, BBCode comment sources): every HTML tag goes,
 * script and style bodies with it; the text stays. `<` and `>` of what is left
 * are escaped, so nothing stored can become markup; `&amp;` becomes `&` again
 * because it is harmless on its own and common in what people write.
 */
export function sanitizePlainText(input: string): string {
  return stripTags(input.replace(/\r\n?/g, '\n')).replace(/&amp;/g, '&').trim();
}

/** Rich text (HTML) with the one allow-list the browser's DOMPurify also uses. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    // An image is only kept with an absolute address: a relative one would call the platform itself.
    keepImage: isAbsoluteUrl,
    link: ({ href, title }) => ({
      ...(title ? { title } : {}),
      ...(isAbsoluteUrl(href) ? { href } : {}),
      rel: RICH_TEXT_LINK_REL,
      target: '_blank',
    }),
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
