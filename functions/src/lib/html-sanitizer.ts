import xssModule from 'xss';
import type * as Xss from 'xss';
import { RICH_TEXT_ALLOWED_ATTRIBUTES, RICH_TEXT_ALLOWED_SCHEMES, RICH_TEXT_ALLOWED_TAGS } from '@dosyt/core/content/sanitize-policy';

/**
 * HTML sanitising on js-xss (about 30 KB in a bundle; sanitize-html with its
 * parser and PostCSS was 250 KB). Tags and attributes come from the one core
 * allow-list the browser's DOMPurify also uses; anything else is dropped.
 */

/** js-xss is CommonJS and fills its exports in a loop, so Node sees only the default export: read the helpers from it. */
const { filterXSS, friendlyAttrValue, parseAttr } = xssModule as unknown as typeof Xss;

/** Elements whose text goes with them: a script's body is not something anyone wrote to be read. */
const BODY_DROPPED = ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'title'];
const VOID = new Set(['br', 'hr', 'img']);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const ALLOWED_SCHEMES = new Set<string>(RICH_TEXT_ALLOWED_SCHEMES);

type UrlKind = 'absolute' | 'relative' | 'refused';

/**
 * How the browser will read an address. Its scheme is checked after decoding what
 * js-xss decodes and dropping spaces and control characters (the browser ignores
 * them); an entity js-xss leaves encoded (`java&Tab;script:`) could still hide a
 * scheme, so `&` before the path is refused. `//host` (or with backslashes) leaves the site.
 */
function urlKind(value: string): UrlKind {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what the browser drops from a URL
  const url = friendlyAttrValue(value).replace(/[\s\u0000-\u001f]+/g, '');
  const head = url.split(/[/?#]/, 1)[0];
  if (head.includes('&') || /^[/\\]{2}/.test(url)) return 'refused';
  const scheme = SCHEME.exec(url)?.[1];
  if (scheme === undefined) return 'relative';
  return ALLOWED_SCHEMES.has(scheme.toLowerCase()) ? 'absolute' : 'refused';
}

/** True for an address with an allowed scheme (http, https, mailto, tel). */
export const isAbsoluteUrl = (value: string | undefined): value is string => value !== undefined && urlKind(value) === 'absolute';

export interface RichTextPolicy {
  /** An image is kept only when its src passes; otherwise the whole element goes. */
  keepImage: (src: string) => boolean;
  /** The attributes a link ends up with, given the allowed ones it came with (href already checked). */
  link: (attrs: Record<string, string>) => Record<string, string>;
}

function attributesOf(tag: string, html: string): Record<string, string> {
  const allowed = RICH_TEXT_ALLOWED_ATTRIBUTES[tag] ?? [];
  const attrs: Record<string, string> = {};
  const inner = html.replace(/^<[^\s/>]+/, '').replace(/\/?>$/, '');
  parseAttr(inner, (name, value) => {
    const key = name.toLowerCase();
    if (!allowed.includes(key) || key in attrs) return '';
    if ((key === 'href' || key === 'src') && urlKind(value) === 'refused') return '';
    attrs[key] = friendlyAttrValue(value).trim();
    return '';
  });
  return attrs;
}

function render(tag: string, attrs: Record<string, string>): string {
  const rendered = Object.entries(attrs).map(([name, value]) => ` ${name}="${escapeText(value).replace(/"/g, '&quot;')}"`);
  return `<${tag}${rendered.join('')}${VOID.has(tag) ? ' /' : ''}>`;
}

const whiteList = Object.fromEntries(RICH_TEXT_ALLOWED_TAGS.map((tag) => [tag, [...(RICH_TEXT_ALLOWED_ATTRIBUTES[tag] ?? [])]]));

/**
 * A `<` that cannot open a tag (HTML wants a letter, `/`, `!` or `?` after it) is
 * text: escaped before parsing, so "3<5" is kept, not taken for a tag and dropped.
 */
const escapeLoneLessThan = (html: string) => html.replace(/<(?![a-zA-Z/!?])/g, '&lt;');

/**
 * Strips every tag outside the allow-list, and the bodies of BODY_DROPPED ones:
 * from the opening tag to its end tag, or to the end when it is never closed
 * (as the browser reads an unclosed script). js-xss's own stripIgnoreTagBody
 * leaves a "[removed]" marker in the text in that case.
 */
function tagStripper() {
  const cuts: Array<[number, number]> = [];
  let openedAt: number | undefined;
  return {
    onIgnoreTag(tag: string, _html: string, { position, isClosing }: { position?: number; isClosing?: boolean }): string {
      if (!BODY_DROPPED.includes(tag) || position === undefined) return '';
      if (!isClosing) openedAt ??= position;
      else if (openedAt !== undefined) {
        cuts.push([openedAt, position]);
        openedAt = undefined;
      }
      return '';
    },
    finish(output: string): string {
      if (openedAt !== undefined) cuts.push([openedAt, output.length]);
      let kept = '';
      let from = 0;
      for (const [start, end] of cuts) {
        kept += output.slice(from, start);
        from = end;
      }
      return kept + output.slice(from);
    },
  };
}

/** Text as HTML: `<`, `>` and a bare `&` escaped, entities that were already written kept. */
const escapeText = (text: string) =>
  text
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/&(?!(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);)/gi, '&amp;');

/** Rich text through the core allow-list, with the caller's rules for images and links. */
export function sanitizeHtml(html: string, policy: RichTextPolicy): string {
  // Open elements, so that stray end tags go and unclosed ones are closed at the end.
  const open: string[] = [];
  const stripper = tagStripper();
  const body = filterXSS(escapeLoneLessThan(html), {
    whiteList,
    onIgnoreTag: stripper.onIgnoreTag,
    css: false,
    escapeHtml: escapeText,
    onTag(tag, tagHtml, { isClosing, isWhite }) {
      if (!isWhite) return undefined;
      if (isClosing) {
        const at = open.lastIndexOf(tag);
        if (VOID.has(tag) || at === -1) return '';
        return open
          .splice(at)
          .reverse()
          .map((t) => `</${t}>`)
          .join('');
      }
      const attrs = attributesOf(tag, tagHtml);
      if (tag === 'img') return attrs.src && policy.keepImage(attrs.src) ? render(tag, attrs) : '';
      if (!VOID.has(tag)) open.push(tag);
      return render(tag, tag === 'a' ? policy.link(attrs) : attrs);
    },
  });
  return (
    stripper.finish(body) +
    open
      .reverse()
      .map((t) => `</${t}>`)
      .join('')
  );
}

/** A character reference's character; none for NUL, surrogates and numbers past Unicode (kept as written). */
const fromCodePoint = (code: number): string | undefined =>
  Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : undefined;

const NAMED: Record<string, string> = { amp: '&', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Plain text: every tag goes, the bodies of script and the like with it. Common
 * entities are read as the characters they stand for; `<` and `>` stay escaped,
 * so nothing stored can become markup.
 */
export function stripTags(text: string): string {
  const stripper = tagStripper();
  const stripped = stripper.finish(filterXSS(escapeLoneLessThan(text), { whiteList: {}, onIgnoreTag: stripper.onIgnoreTag, css: false }));
  return stripped.replace(/&(#\d+|#x[0-9a-f]+|amp|quot|apos|nbsp);/gi, (entity, name: string) => {
    const char = name.startsWith('#')
      ? fromCodePoint(name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
      : NAMED[name.toLowerCase()];
    return char === '<' ? '&lt;' : char === '>' ? '&gt;' : (char ?? entity);
  });
}
