// The config loader bundles relative imports only (a workspace package would be loaded as raw .ts);
// each names its file with its extension, as Node's own loader (Vite's coming default) needs.
import { QUICK_EXIT_SCRIPT } from '../../core/src/site/quick-exit.ts';
import { APP_SHELL_FILE, PRERENDERED_PAGES, prerenderUrl } from '../../core/src/site/static-pages.ts';
import react from '@vitejs/plugin-react';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build, type Plugin, type ResolvedConfig } from 'vite';

const SCRIPTS = fileURLToPath(new URL('.', import.meta.url));
const ROOT_MARKUP = '<div id="root"></div>';
/** Any origin will do: the pages' markup holds no absolute URL of the site. */
const RENDER_ORIGIN = 'http://localhost';

/** The head tags React renders first (a page's description), which the browser reads in the head. */
const LEADING_HEAD_TAGS = /^(?:<(?:meta|link)\b[^>]*\/>)+/;

/** Puts a page's markup in the built HTML's root, and the head tags it opens with in the head (where React's client looks for them). */
function withRoot(template: string, markup: string): string {
  const head = LEADING_HEAD_TAGS.exec(markup)?.[0] ?? '';
  // Replacer functions: a `$` in the markup is text, not a replacement pattern.
  return template.replace('</head>', () => `${head}</head>`).replace(ROOT_MARKUP, () => `<div id="root">${markup.slice(head.length)}</div>`);
}

/** The entry's stylesheet link as Vite writes it. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;

/**
 * The stylesheet inlined into a pre-rendered page (issue 19, Lighthouse): a first visit paints
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

      // Inside the workspace, so the bundle's imports (React) resolve from node_modules; one per build (the benches build too).
      await mkdir(join(config.root, 'node_modules'), { recursive: true });
      const ssrDir = await mkdtemp(join(config.root, 'node_modules', '.prerender-'));
      try {
        await build({
          configFile: false,
          root: config.root,
          logLevel: 'warn',
          plugins: [react()],
          build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false, rolldownOptions: { output: { entryFileNames: 'prerender.js' } } },
        });
        const bundle = join(ssrDir, 'prerender.js');
        // Each page in a process of its own (fresh module state), two at a time.
        const pending = [...PRERENDERED_PAGES];
        const worker = async () => {
          for (let page = pending.shift(); page; page = pending.shift()) {
            const url = `${RENDER_ORIGIN}${prerenderUrl(page)}`;
            const { stdout } = await promisify(execFile)(process.execPath, [join(SCRIPTS, 'prerender-page.mjs'), bundle, url], {
              maxBuffer: 16 * 1024 * 1024,
            });
            if (!stdout.includes('data-quick-exit')) throw new Error(`${page.path}: the rendered page has no quick exit`);
            const file = join(outDir, page.file);
            await mkdir(dirname(file), { recursive: true });
            await writeFile(file, withRoot(pageTemplate, stdout));
          }
        };
        await Promise.all([worker(), worker()]);
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
