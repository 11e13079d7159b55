import { useMemo } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router-dom';
import { SiteNavContext, type SiteNav } from '../../lib/site-nav';

/**
 * Top of every page. ScrollRestoration restores a saved position, else scrolls to
 * the hash, else to the top; CSS makes that scrolling smooth.
 * The public pages' links navigate through this router while the full app runs.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const nav = useMemo<SiteNav>(
    () => ({ push: (to) => void navigate(to), replace: (to) => void navigate(to, { replace: true }), back: () => void navigate(-1) }),
    [navigate],
  );
  return (
    <SiteNavContext.Provider value={nav}>
      <Outlet />
      <ScrollRestoration />
    </SiteNavContext.Provider>
  );
}
