/**
 * The public pages whose HTML is rendered at build time (web/vite.config.ts), so
 * their content and the quick exit show before the app's script has loaded, or
 * without it. The local gateway and CloudFront serve each its file; every other
 * client route gets the bare app shell. A new public page is added here, once.
 */
export interface PrerenderedPage {
  /** The page's path; a path ending in `/*` stands for one segment below it (a post's slug). */
  path: string;
  /** The page's HTML in the web build. */
  file: string;
  /**
   * The page shows the content service's content (sections, posts, contacts): its HTML is
   * rendered with that content where a content service can be read (the build given one, the
   * local gateway on request), so it reads without JavaScript.
   */
  content?: true;
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', file: 'index.html', content: true },
  { path: '/help-form', file: 'help-form/index.html' },
  { path: '/call-center', file: 'call-center/index.html' },
  { path: '/support', file: 'support/index.html' },
  { path: '/post/*', file: 'post/index.html', content: true },
  { path: '/status', file: 'status/index.html' },
  { path: '/services', file: 'services/index.html' },
];

/** The id of the data block that carries, next to the root, the content a page's HTML was rendered with (JSON). */
export const CONTENT_SNAPSHOT_ID = 'content-snapshot';

/** The page of a client route whose HTML carries the content service's content, if it is one. */
export function contentPageFor(pathname: string): PrerenderedPage | undefined {
  const file = htmlFileFor(pathname);
  return PRERENDERED_PAGES.find((page) => page.content && page.file === file);
}

/** The HTML of every other client route (sign-in, admin, unknown paths): an empty root the app renders into. */
export const APP_SHELL_FILE = 'app.html';

/** The slug a post's page is rendered with at build time: its HTML shows no post, only the frame while the post loads. */
export const PRERENDER_SLUG = '_';

/** The URL a page is rendered at when it is built. */
export const prerenderUrl = (page: PrerenderedPage): string => page.path.replace(/\/\*$/, `/${PRERENDER_SLUG}`);

/** The HTML file that serves a client route (a path without a file extension), trailing slash or not. */
export function htmlFileFor(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const page of PRERENDERED_PAGES) {
    if (page.path.endsWith('/*')) {
      const prefix = page.path.slice(0, -1);
      if (path.startsWith(prefix) && path.length > prefix.length && !path.slice(prefix.length).includes('/')) return page.file;
    } else if (path === page.path) {
      return page.file;
    }
  }
  return APP_SHELL_FILE;
}
