import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/**
 * How a public page moves to another page of the site. The public pages run in
 * two shells: the lean public shell (`/`, `/post/:slug`, `/support`, no
 * react-router) and the full app's data router (admin, forms, sign-in). Each
 * shell provides its own navigation here, so the same page components work in
 * both without importing a router.
 */
export interface SiteNav {
  /** A new history entry for an on-site path (with search and hash). */
  push(to: string): void;
  /** The current history entry replaced (after sign-in: Back does not return to the form). */
  replace(to: string): void;
  /** One entry back. */
  back(): void;
}

/** Outside any shell (a test): ordinary page loads. */
const documentNav: SiteNav = {
  push: (to) => window.location.assign(to),
  replace: (to) => window.location.replace(to),
  back: () => window.history.back(),
};

export const SiteNavContext = createContext<SiteNav>(documentNav);

export const useSiteNav = (): SiteNav => useContext(SiteNavContext);

/** Whether a click is an ordinary one the page should handle (not a new tab, a download, a modified click). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && (!target || target === '_self')
  );
}

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An on-site path: '/post/x', '/#contacts', '/help-form'. */
  to: string;
}

/** An on-site link: a real `<a href>` (new tab, copy link work) that navigates in the page on a plain click. */
export function AppLink({ to, onClick, children, ...rest }: AppLinkProps) {
  const nav = useSiteNav();
  return (
    <a
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        nav.push(to);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
