/**
 * Renders one public page at build time: node scripts/prerender-page.mjs <ssr bundle> <url>
 * prints the page's root markup. It runs in a process of its own per page, so
 * module state (the session, the router, the content cache) starts fresh for each.
 */
import { JSDOM } from 'jsdom';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

const [bundle, url] = process.argv.slice(2);
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

const { renderPage } = await import(pathToFileURL(bundle).href);
process.stdout.write(await renderPage(), () => process.exit(0));
