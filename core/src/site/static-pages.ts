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
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', file: 'index.html' },
  { path: '/help-form', file: 'help-form/index.html' },
  { path: '/call-center', file: 'call-center/index.html' },
  { path: '/support', file: 'support/index.html' },
  { path: '/post/*', file: 'post/index.html' },
  { path: '/status', file: 'status/index.html' },
  { path: '/services', file: 'services/index.html' },
];

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
