/**
 * Renders one public page: node scripts/prerender-page.mjs <ssr bundle> <url> [content origin]
 * prints `{"markup": …, "snapshot": {…}}`: the page's root markup and the content it was
 * rendered with. With a content origin (the site that answers /api/…), the page's content
 * is read from it and rendered in; without, the sections show their loading state. It runs
 * in a process of its own per page, so module state (the session, the router, the content
 * cache) starts fresh for each. The build (static-pages.ts) and the local gateway run it.
 */
import { JSDOM } from 'jsdom';
import process from 'node:process';
import { pathToFileURL, URL } from 'node:url';

const [bundle, url, contentOrigin] = process.argv.slice(2);
const dom = new JSDOM('<!doctype html><html lang="uk"><head></head><body><div id="root"></div></body></html>', { url });
// The app's modules read `window`, `document` and storage as a browser's globals.
for (const key of Object.getOwnPropertyNames(dom.window)) {
  if (key in globalThis) continue;
  try {
    Object.defineProperty(globalThis, key, { value: dom.window[key], configurable: true, writable: true });
  } catch {
    // a property jsdom does not let go of: not needed
  }
}
globalThis.window = dom.window;

// The page asks for its content by path (`/api/posts?…`): Node's fetch reads it from the content origin.
const nodeFetch = globalThis.fetch;
const fetchContent = (input, init) => nodeFetch(typeof input === 'string' ? new URL(input, contentOrigin) : input, init);
globalThis.fetch = fetchContent;
dom.window.fetch = fetchContent;

const { renderPage } = await import(pathToFileURL(bundle).href);
const page = await renderPage({ withContent: Boolean(contentOrigin) });
process.stdout.write(JSON.stringify(page), () => process.exit(0));
