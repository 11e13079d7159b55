// The config loader bundles relative imports only (a workspace package would be loaded as raw .ts);
// each names its file with its extension, as Node's own loader (Vite's coming default) needs.
import { QUICK_EXIT_SCRIPT } from '../../core/src/site/quick-exit.ts';
import { APP_SHELL_FILE, PRERENDERED_PAGES, prerenderUrl } from '../../core/src/site/static-pages.ts';
import { ROOT_MARKUP, withRoot, type RenderedPage } from '../../core/src/site/page-html.ts';
import react from '@vitejs/plugin-react';
import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build, type Plugin, type ResolvedConfig } from 'vite';

const SCRIPTS = fileURLToPath(new URL('.', import.meta.url));
/** Any origin will do: the pages' markup holds no absolute URL of the site. */
const RENDER_ORIGIN = 'http://localhost';

/**
 * Where the server render of a build is kept, beside the build (never in it: the site bucket
 * and the gateway serve the build): its bundle (`prerender.js`, React included, so it runs from
 * any folder) and the pages' template (`page.html`). The local gateway renders the content
 * pages with them on request (infra/local/page-renderer.ts).
 */
export const renderDirFor = (outDir: string) => join(dirname(outDir), `${basename(outDir)}-render`);

/**
 * The content service the build renders the content pages with, if any (DOSYT_CONTENT_ORIGIN, the
 * origin that answers /api/posts…): their HTML then carries the content as of the build.
 */
const CONTENT_ORIGIN = process.env.DOSYT_CONTENT_ORIGIN;

/** The entry's stylesheet link as Vite writes it. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;

/**
 * The stylesheet inlined into a pre-rendered page: a first visit paints
 * the page's markup with the HTML alone instead of waiting a round trip for a render-blocking
 * file (the CSP allows inline styles). The bare shell (app.html) keeps the link, cached across
 * routes. (A page that hands over to the full app, the help form, fetches the file once more with
 * the app's chunks, which list it; that is off the first paint.)
 */
async function inlineStylesheet(template: string, outDir: string): Promise<string> {
  const link = STYLESHEET_LINK.exec(template);
  if (!link) throw new Error('index.html has no stylesheet link to inline');
  const css = await readFile(join(outDir, link[1]!), 'utf8');
  if (/<\/style/i.test(css)) throw new Error(`${link[1]} cannot be inlined: it closes a style element`);
  return template.replace(link[0], () => `<style>${css}</style>`);
}

/**
 * The static HTML of the site: the quick-exit script inlined in the head of every
 * page (dev server too), and, after `vite build`, the public pages rendered into
 * their own files (core/src/site/static-pages.ts) next to the bare shell for every
 * other route (app.html).
 */
export function staticPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'dosyt-static-pages',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'pre',
      // Before the stylesheet: an inline script after it would wait for it to load.
      handler: (html) => html.replace('</title>', () => `</title>\n    <script>${QUICK_EXIT_SCRIPT}</script>`),
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      if (!template.includes(ROOT_MARKUP)) throw new Error(`index.html has no ${ROOT_MARKUP}`);
      await writeFile(join(outDir, APP_SHELL_FILE), template);
      const pageTemplate = await inlineStylesheet(template, outDir);

      // One per build (the benches build too), React bundled in and in production mode.
      const renderDir = renderDirFor(outDir);
      await build({
        configFile: false,
        root: config.root,
        logLevel: 'warn',
        plugins: [react()],
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true },
        build: {
          ssr: 'src/prerender.tsx',
          outDir: renderDir,
          emptyOutDir: true,
          copyPublicDir: false,
          rolldownOptions: { output: { entryFileNames: 'prerender.js' } },
        },
      });
      await writeFile(join(renderDir, 'page.html'), pageTemplate);
      const bundle = join(renderDir, 'prerender.js');
      // Each page in a process of its own (fresh module state), two at a time.
      const pending = [...PRERENDERED_PAGES];
      const worker = async () => {
        for (let page = pending.shift(); page; page = pending.shift()) {
          const url = `${RENDER_ORIGIN}${prerenderUrl(page)}`;
          const content = page.content && CONTENT_ORIGIN ? [CONTENT_ORIGIN] : [];
          const { stdout } = await promisify(execFile)(process.execPath, [join(SCRIPTS, 'prerender-page.mjs'), bundle, url, ...content], {
            maxBuffer: 16 * 1024 * 1024,
          });
          const rendered = JSON.parse(stdout) as RenderedPage;
          if (!rendered.markup.includes('data-quick-exit')) throw new Error(`${page.path}: the rendered page has no quick exit`);
          const file = join(outDir, page.file);
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, withRoot(pageTemplate, rendered));
        }
      };
      await Promise.all([worker(), worker()]);
    },
  };
}
