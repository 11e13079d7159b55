import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Shell } from './app/shell';

/**
 * The build-time render of one public page (scripts/prerender-page.mjs runs it in a
 * browser-like global scope at the page's URL): the same tree as src/main.tsx, once
 * every lazy part has loaded, so the client hydrates the markup without a change.
 * Content from the service is not in it: its sections show their loading state.
 */
export async function renderPage(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Shell />
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
