import { Outlet, ScrollRestoration } from 'react-router-dom';

/**
 * Top of every page. ScrollRestoration restores a saved position, else scrolls to
 * the hash, else to the top; CSS makes that scrolling smooth (spec part 1 section 2.3).
 */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
