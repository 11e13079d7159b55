// Pure string work on the built HTML: read by the build (web/scripts/static-pages.ts), the local
// gateway's page renderer and the cloud's pages function.
import { CONTENT_SNAPSHOT_ID } from './static-pages.ts';

export const ROOT_MARKUP = '<div id="root"></div>';

/** The head tags React renders first (a page's description), which the browser reads in the head. */
const LEADING_HEAD_TAGS = /^(?:<(?:meta|link)\b[^>]*\/>)+/;

/** What a server render of a page gives (web/src/prerender.tsx). */
export interface RenderedPage {
  markup: string;
  snapshot: Record<string, unknown>;
}

/** JSON that is safe inside a script element: no `</script>`, no `<!--`, no line separators that end it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Puts a page's markup in the built HTML's root, the head tags it opens with in the head (where
 * React's client looks for them), and the content it was rendered with, if any, as JSON next to
 * the root (a data block, never run: the CSP's script rules do not apply to it).
 */
export function withRoot(template: string, { markup, snapshot }: RenderedPage): string {
  const head = LEADING_HEAD_TAGS.exec(markup)?.[0] ?? '';
  const content = Object.keys(snapshot).length > 0 ? `<script type="application/json" id="${CONTENT_SNAPSHOT_ID}">${scriptJson(snapshot)}</script>` : '';
  // Replacer functions: a `$` in the markup is text, not a replacement pattern.
  return template.replace('</head>', () => `${head}</head>`).replace(ROOT_MARKUP, () => `<div id="root">${markup.slice(head.length)}</div>${content}`);
}
