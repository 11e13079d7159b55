/**
 * BBCode of the 'Важлива інформація' editor, rendered for its preview. The server
 * renders the same source for the report (functions' bbcodeToSafeHtml); this tiny
 * converter knows only the tags the toolbar writes. Safety comes first: all text is
 * HTML-escaped before any tag is recognised, so only markup made here can exist,
 * and the caller still runs the result through the sanitiser.
 */

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const SAFE_URL = /^(?:https?:\/\/|mailto:|tel:)[^\s"'<>]+$/i;

const SIMPLE: ReadonlyArray<[string, string]> = [
  ['b', 'strong'],
  ['i', 'em'],
  ['u', 'u'],
  ['s', 's'],
];

/** Replaces a paired tag until none is left, so nesting ([b][b]x[/b][/b]) works too. */
function replacePaired(html: string, pattern: RegExp, make: (...groups: (string | undefined)[]) => string): string {
  let current = html;
  for (let match = pattern.exec(current); match; match = pattern.exec(current)) {
    current = current.slice(0, match.index) + make(...match.slice(1)) + current.slice(match.index + match[0].length);
  }
  return current;
}

function link(url: string, text: string): string {
  // The url was escaped with the rest; undo the escaping of & only, which URLs use.
  const raw = url.trim().replace(/&amp;/g, '&');
  if (!SAFE_URL.test(raw)) return text;
  return `<a href="${escapeHtml(raw)}" rel="noopener noreferrer" target="_blank">${text}</a>`;
}

function list(body: string, ordered: boolean): string {
  const items = body
    .split('[*]')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => `<li>${item}</li>`)
    .join('');
  return ordered ? `<ol>${items}</ol>` : `<ul>${items}</ul>`;
}

export function bbcodeToHtml(source: string): string {
  let html = escapeHtml(source.replace(/\r\n?/g, '\n'));
  for (const [tag, element] of SIMPLE) {
    html = replacePaired(html, new RegExp(`\\[${tag}\\]([\\s\\S]*?)\\[\\/${tag}\\]`, 'i'), (inner = '') => `<${element}>${inner}</${element}>`);
  }
  html = replacePaired(html, /\[url=([^\]]*)\]([\s\S]*?)\[\/url\]/i, (url = '', text = '') => link(url, text));
  html = replacePaired(html, /\[url\]([\s\S]*?)\[\/url\]/i, (url = '') => link(url, url));
  html = replacePaired(html, /\[list(=1)?\]([\s\S]*?)\[\/list\]/i, (ordered, body = '') => list(body, ordered !== undefined));
  // Line breaks, but not the ones that only lay out a list in the source.
  return html.replace(/\n*(<\/?(?:ul|ol|li)>)\n*/g, '$1').replace(/\n/g, '<br>');
}

export type BbcodeTag = 'b' | 'i' | 'u' | 'list' | 'url';

export interface TextEdit {
  value: string;
  selectionStart: number;
  selectionEnd: number;
}

/**
 * What a toolbar button does to the text: wraps the selection in the tag and leaves
 * the cursor where a person goes on typing (inside empty tags, or on the link's address).
 */
export function applyTag(value: string, start: number, end: number, tag: BbcodeTag): TextEdit {
  const before = value.slice(0, start);
  const selected = value.slice(start, end);
  const after = value.slice(end);
  const wrap = (open: string, inner: string, close: string, cursor?: [number, number]): TextEdit => {
    const next = `${before}${open}${inner}${close}${after}`;
    const [from, to] = cursor ?? [before.length + open.length, before.length + open.length + inner.length];
    return { value: next, selectionStart: from, selectionEnd: to };
  };
  switch (tag) {
    case 'list': {
      const lines = selected
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      const inner = lines.length > 0 ? lines.map((l) => `[*]${l}`).join('\n') : '[*]';
      const edit = wrap('[list]\n', inner, '\n[/list]');
      return lines.length > 0 ? edit : { ...edit, selectionStart: edit.selectionEnd, selectionEnd: edit.selectionEnd };
    }
    case 'url': {
      if (SAFE_URL.test(selected.trim())) return wrap('[url]', selected, '[/url]');
      const address = 'https://';
      const open = `[url=${address}]`;
      const text = selected || 'посилання';
      const at = before.length + '[url='.length;
      return wrap(open, text, '[/url]', [at, at + address.length]);
    }
    default:
      return wrap(`[${tag}]`, selected, `[/${tag}]`);
  }
}
