import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Shell } from './app/shell';
import { seedCache } from './lib/content-cache';
import { CONTENT_SNAPSHOT_ID } from '@dosyt/core/site/static-pages';
import './index.css';

/*
 * The entry holds only React and the public shell: the full app (router, query
 * cache, session store, admin) is a separate chunk that the shell loads for any
 * path that is not a public page. The session store is read when that chunk
 * loads, before its router renders the first screen.
 */
const container = document.getElementById('root');
if (!container) throw new Error('No #root element');

const app = (
  <StrictMode>
    <Shell />
  </StrictMode>
);
// The public pages come pre-rendered (src/prerender.tsx): React takes over their markup as it is,
// with the content it was rendered with (then fetched again, so a later change shows).
const snapshot = document.getElementById(CONTENT_SNAPSHOT_ID)?.textContent;
if (snapshot) seedCache(JSON.parse(snapshot) as Record<string, unknown>);
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
