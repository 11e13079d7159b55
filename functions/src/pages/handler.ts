import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { EDGE_CACHE_SECONDS, PUBLIC_CONTENT_CACHE_CONTROL } from '@dosyt/core/api/edge-cache';
import { withRoot, type RenderedPage } from '@dosyt/core/site/page-html';
import { contentPageFor } from '@dosyt/core/site/static-pages';
import { readPublicContent } from '../content/public-read';
import { logger } from '../lib/logger';

/**
 * The content pages (the landing, a post) in the cloud: CloudFront sends `/` and `/post/*` here
 * through the REST API and keeps the answer EDGE_CACHE_SECONDS, as it keeps the content answers,
 * so a page is rendered at most about once a minute per edge whatever the number of views.
 *
 * It runs the web build's server render (web/dist-render, copied beside this bundle) with the
 * content read in this process by the content API's own reads (content/public-read.ts): no HTTP
 * hop, no second function, and a role that may read the content partitions only. The render asks
 * for its content with relative `fetch` calls; they are answered here, and nothing else is
 * fetched (no request leaves the function). When a render fails, the build's own file for the
 * page is served (its content then comes from the client, as without this function).
 */

/** Where the pages function finds the server render and the built pages. */
export interface PageFiles {
  /** The web build's server render: `prerender.js` and `page.html` (web/scripts/static-pages.ts). */
  renderDir: string;
  /** The web build's own files of the content pages (`index.html`, `post/index.html`). */
  builtDir: string;
}

/** How long the edge keeps a page served after a failed render: a short while, so a failure neither sticks nor re-renders on every view. */
export const FAILED_RENDER_CACHE_SECONDS = 10;

/** Any origin will do: the pages' markup holds no absolute URL of the site. */
const RENDER_ORIGIN = 'http://localhost';

type RenderModule = { renderPage(options: { withContent: boolean }): Promise<RenderedPage> };

/** What the render's `fetch` answers: the public content reads, a 404 for anything else. */
async function answerContent(input: unknown, failed: () => void): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), RENDER_ORIGIN);
  if (url.origin !== RENDER_ORIGIN) return new Response(null, { status: 404 });
  try {
    const answer = await readPublicContent(url.pathname, Object.fromEntries(url.searchParams));
    if (!answer) return new Response(null, { status: 404 });
    return new Response(JSON.stringify(answer.body), { status: answer.statusCode, headers: { 'Content-Type': 'application/json' } });
  } catch (error) {
    failed();
    throw error;
  }
}

/** Storage that keeps nothing between renders: no visitor's state can reach another's page. */
function emptyStorage() {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/**
 * The browser globals the app's modules read while they render a public page (its location,
 * storage, listeners), set for one page. The render needs no DOM: React writes the markup itself.
 */
function setPageGlobals(location: URL, fetchContent: typeof fetch): void {
  const noop = () => undefined;
  const document = { cookie: '', addEventListener: noop, removeEventListener: noop };
  const storage = { localStorage: emptyStorage(), sessionStorage: emptyStorage() };
  const window = {
    location,
    document,
    ...storage,
    history: { state: null, pushState: noop, replaceState: noop },
    addEventListener: noop,
    removeEventListener: noop,
    fetch: fetchContent,
  };
  Object.assign(globalThis, { window, document, location, ...storage, fetch: fetchContent });
}

const html = (statusCode: number, body: string, cacheControl: string, head: boolean): APIGatewayProxyResult => ({
  statusCode,
  headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl },
  body: head ? '' : body,
});

/** The handler for the given files (the bundle's own beside it; tests give others). */
export function pagesHandler(files: PageFiles) {
  let render: Promise<{ module: RenderModule; template: string }> | undefined;
  const loadRender = () =>
    (render ??= Promise.all([
      import(pathToFileURL(join(files.renderDir, 'prerender.js')).href) as Promise<RenderModule>,
      readFile(join(files.renderDir, 'page.html'), 'utf8'),
    ]).then(
      ([module, template]) => ({ module, template }),
      (error: unknown) => {
        // Tried again on the next request.
        render = undefined;
        throw error;
      },
    ));

  return async (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> => {
    const head = event.httpMethod === 'HEAD';
    // CloudFront asks for the landing by its file: the distribution's default root object.
    const pathname = event.path === '/index.html' ? '/' : event.path;
    const page = contentPageFor(pathname);
    if (!page) return { statusCode: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }, body: 'Не знайдено' };
    let contentFailed = false;
    try {
      const fetchContent = ((input: unknown) => answerContent(input, () => (contentFailed = true))) as typeof fetch;
      // Before the render's modules load: some read the globals as they load.
      setPageGlobals(new URL(pathname, RENDER_ORIGIN), fetchContent);
      const { module, template } = await loadRender();
      const rendered = await module.renderPage({ withContent: true });
      // A page whose content could not be read is no better than the built one, which loads it in the browser.
      if (contentFailed) throw new Error('content read failed');
      return html(200, withRoot(template, rendered), PUBLIC_CONTENT_CACHE_CONTROL, head);
    } catch (error) {
      // The path may name a post: the log says only that a render failed and why.
      logger.warn('page render failed', { errorName: (error as Error).name, errorMessage: (error as Error).message });
      const built = await readFile(join(files.builtDir, page.file), 'utf8');
      return html(200, built, `public, max-age=0, s-maxage=${Math.min(FAILED_RENDER_CACHE_SECONDS, EDGE_CACHE_SECONDS)}`, head);
    }
  };
}

const here = dirname(fileURLToPath(import.meta.url));

/** The deployed bundle: the render and the built pages are copied beside it (infra/cloud/constructs/page-render.ts). */
export const handler = pagesHandler({ renderDir: join(here, 'render'), builtDir: join(here, 'built') });
