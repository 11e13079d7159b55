import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Shell } from './app/shell';
import { clearCache, contentSnapshot, renderWithContent } from './lib/content-cache';

/**
 * The server render of one public page (scripts/prerender-page.mjs runs it in a
 * browser-like global scope at the page's URL): the same tree as src/main.tsx, once
 * every lazy part has loaded, so the client hydrates the markup without a change.
 *
 * With content (a content service to read), the page is rendered with every answer
 * its sections ask for, and the answers come back with the markup: the HTML carries
 * them next to the root, and the client seeds its cache with them before it hydrates
 * (src/main.tsx). Without, the sections show their loading state.
 *
 * Each render starts from an empty content cache: the cloud's pages function renders page after
 * page in one process, and a page must carry only its own, current content.
 */
export async function renderPage({ withContent }: { withContent: boolean }): Promise<{ markup: string; snapshot: Record<string, unknown> }> {
  clearCache();
  const render = async () => {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <Shell />
      </StrictMode>,
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return html;
  };
  if (!withContent) return { markup: await render(), snapshot: {} };
  const markup = await renderWithContent(render);
  return { markup, snapshot: contentSnapshot() };
}
