import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { EDGE_CACHE_SECONDS } from '@dosyt/core/api/edge-cache';
import { withRoot, type RenderedPage } from '@dosyt/core/site/page-html';

const RENDER_SCRIPT = fileURLToPath(new URL('../../web/scripts/prerender-page.mjs', import.meta.url));
/** Any origin will do: the pages' markup holds no absolute URL of the site. */
const RENDER_ORIGIN = 'http://localhost';
/** Pages kept at once (a post per slug): the oldest go first. */
const MAX_PAGES = 200;
/** Renders at once: each is a Node process of its own. */
const MAX_RENDERS = 2;
const RENDER_TIMEOUT_MS = 30_000;

export interface PageRenderer {
  /** The page's HTML with the content as the site answers it now (at most EDGE_CACHE_SECONDS old), or undefined when it cannot be rendered. */
  html(pathname: string): Promise<string | undefined>;
}

interface Kept {
  html: string;
  at: number;
}

/**
 * The content pages (landing, posts) rendered on request with the site's own content, as the
 * edge keeps them in the cloud: each page's HTML is rendered at most once per EDGE_CACHE_SECONDS
 * (a stale copy is served while the next render runs), so a view costs no render. It uses the
 * build's server render (`<webDist>-render`, web/scripts/static-pages.ts); none for a build
 * without it.
 */
export function pageRenderer(webDist: string, contentOrigin: () => string): PageRenderer | undefined {
  const renderDir = join(dirname(webDist), `${basename(webDist)}-render`);
  const bundle = join(renderDir, 'prerender.js');
  if (!existsSync(bundle) || !existsSync(join(renderDir, 'page.html'))) return undefined;
  const template = readFileSync(join(renderDir, 'page.html'), 'utf8');
  const kept = new Map<string, Kept>();
  const running = new Map<string, Promise<string | undefined>>();
  let active = 0;
  const waiting: Array<() => void> = [];

  const render = async (path: string): Promise<string | undefined> => {
    if (active >= MAX_RENDERS) await new Promise<void>((go) => waiting.push(go));
    active += 1;
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [RENDER_SCRIPT, bundle, `${RENDER_ORIGIN}${path}`, contentOrigin()], {
        maxBuffer: 16 * 1024 * 1024,
        timeout: RENDER_TIMEOUT_MS,
      });
      const html = withRoot(template, JSON.parse(stdout) as RenderedPage);
      kept.delete(path);
      kept.set(path, { html, at: Date.now() });
      if (kept.size > MAX_PAGES) kept.delete(kept.keys().next().value!);
      return html;
    } catch {
      // The path may name a post: the log says only that a render failed; the built page is served.
      console.warn(JSON.stringify({ level: 'WARN', message: 'page render failed', timestamp: new Date().toISOString() }));
      return undefined;
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };

  const refresh = (path: string) => {
    const current = running.get(path);
    if (current) return current;
    const next = render(path).finally(() => running.delete(path));
    running.set(path, next);
    return next;
  };

  return {
    async html(pathname) {
      const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      const copy = kept.get(path);
      if (copy && Date.now() - copy.at < EDGE_CACHE_SECONDS * 1000) return copy.html;
      if (copy) {
        void refresh(path);
        return copy.html;
      }
      return refresh(path);
    },
  };
}
