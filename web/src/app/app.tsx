import { use } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const router = createAppRouter();

/**
 * Settles once the first route's code (and its guard) is in. Until then the app
 * suspends instead of showing the router's fallback: a pre-rendered page (the
 * forms) keeps its server markup on screen and is hydrated as it is, and the
 * build-time render waits for the page itself (web/src/prerender.tsx).
 */
const initialized = router.state.initialized
  ? Promise.resolve()
  : new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });

export function App() {
  use(initialized);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
