import { Component, lazy, Suspense, useEffect, useLayoutEffect, useMemo, useSyncExternalStore, type ErrorInfo, type ReactNode } from 'react';
import { PageSpinner } from '../components/ui/spinner';
import { prefetchPost } from '../features/public-site/api/get-posts';
import { prefetchSection } from '../features/public-site/api/get-section';
import { LandingPage } from '../features/public-site/components/landing-page';
import { SiteNavContext, type SiteNav } from '../lib/site-nav';

/**
 * The lean shell of the public pages (`/`, `/post/:slug`, `/support`, `/status`, `/services`): React and
 * the pages, without react-router, TanStack Query or any admin code, so `/`
 * stays within its script budget (100 KB gzipped). Any other path belongs to
 * the full app (src/app/app.tsx, the data router), which the shell hands over
 * to in place, without a page load, the first time the visitor goes there.
 */

const PostRoute = lazy(() => import('../features/public-site/components/post-page').then((m) => ({ default: m.PostPage })));
const SupportRoute = lazy(() => import('../features/public-site/components/support-page').then((m) => ({ default: m.SupportPage })));
const StatusRoute = lazy(() => import('./routes/public/status').then((m) => ({ default: m.Component })));
/** 'Куди звернутися': a frightened person on a phone gets it without the full app. */
const ServicesRoute = lazy(() => import('./routes/public/services').then((m) => ({ default: m.Component })));
/** Sign-in runs here too: its first load needs neither the router nor the query cache (At most 120 KB). */
const LoginRoute = lazy(() => import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })));

type PublicRoute = { page: 'landing' } | { page: 'post'; slug: string } | { page: 'support' | 'status' | 'services' | 'login' };

/** The public page of a path, or null when the full app serves it. */
export function matchPublicRoute(pathname: string): PublicRoute | null {
  if (pathname === '/') return { page: 'landing' };
  // The pages of one segment, trailing slash or not (one pattern: the shell counts its bytes).
  const page = /^\/(support|status|services|login)\/?$/.exec(pathname)?.[1] as 'support' | 'status' | 'services' | 'login' | undefined;
  if (page) return { page };
  const post = /^\/post\/([^/]+)\/?$/.exec(pathname);
  if (post) {
    try {
      return { page: 'post', slug: decodeURIComponent(post[1]!) };
    } catch {
      return null;
    }
  }
  return null;
}

/*
 * History entries in react-router's own shape ({usr, key, idx}), so that the
 * full app, once it takes over, reads the same stack (and the post's
 * breadcrumb knows whether there is an entry to go back to).
 */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

const currentState = (): Partial<EntryState> => (window.history.state ?? {}) as Partial<EntryState>;
const newKey = () => Math.random().toString(36).slice(2, 10);

const listeners = new Set<() => void>();
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}
const locationSnapshot = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** Scroll positions of the entries seen in this tab, kept in memory only. */
const positions = new Map<string, number>();
let lastAction: 'push' | 'pop' = 'pop';
/** How long a link's hash waits for its section to arrive with the content. */
const HASH_WAIT_MS = 5000;

function go(to: string, mode: 'push' | 'replace'): void {
  const url = new URL(to, window.location.href);
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href);
    return;
  }
  const state = currentState();
  if (state.key) positions.set(state.key, window.scrollY);
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (mode === 'push') window.history.pushState({ usr: null, key: newKey(), idx: (state.idx ?? 0) + 1 } satisfies EntryState, '', path);
  else window.history.replaceState({ usr: null, key: newKey(), idx: state.idx ?? 0 } satisfies EntryState, '', path);
  lastAction = 'push';
  listeners.forEach((listener) => listener());
}

const shellNav: SiteNav = {
  push: (to) => go(to, 'push'),
  replace: (to) => go(to, 'replace'),
  back: () => {
    const state = currentState();
    if (state.key) positions.set(state.key, window.scrollY);
    lastAction = 'pop';
    window.history.back();
  },
};

/** Restores a saved position on Back/Forward, else scrolls to the hash, else to the top. */
function useScrollOnNavigate(location: string): void {
  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);
  useLayoutEffect(() => {
    const { key } = currentState();
    const saved = key ? positions.get(key) : undefined;
    const action = lastAction;
    lastAction = 'pop';
    if (action === 'pop' && saved !== undefined) {
      window.scrollTo({ top: saved, behavior: 'instant' });
      return;
    }
    const hash = window.location.hash.slice(1);
    if (!hash) {
      if (action === 'push') window.scrollTo({ top: 0, behavior: 'instant' });
      return;
    }
    let id = hash;
    try {
      id = decodeURIComponent(hash);
    } catch {
      // a malformed escape: look the id up as written
    }
    return followHashTarget(id);
  }, [location]);
}

/**
 * The landing's sections come with their content, which may still be loading
 * when a menu link is followed: scroll to the section (when it appears), and keep
 * it in place while the sections above it fill in, for a few seconds or until
 * the visitor scrolls, types or touches. Returns the clean-up.
 */
function followHashTarget(id: string): () => void {
  let scrolled = false;
  let frame = 0;
  const align = () => {
    frame = 0;
    const target = document.getElementById(id);
    if (!target) return;
    const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
    const offset = target.getBoundingClientRect().top - margin;
    if (!scrolled) {
      scrolled = true;
      target.scrollIntoView();
    } else if (Math.abs(offset) > 2) {
      // The smooth scroll aimed at where the section was; correct to where it is now.
      window.scrollBy({ top: offset, behavior: 'instant' });
    }
  };
  const observer = new MutationObserver(() => {
    if (!frame) frame = window.requestAnimationFrame(align);
  });
  const stop = () => {
    observer.disconnect();
    if (frame) window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
    for (const type of USER_INPUT) window.removeEventListener(type, stop);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = window.setTimeout(stop, HASH_WAIT_MS);
  for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true });
  align();
  return stop;
}

const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

class PublicErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold text-slate-900">Сталася помилка</h1>
        <p className="text-slate-700">Спробуйте оновити сторінку.</p>
        <a href="/" className="rounded-md px-4 py-2 text-sm font-medium text-brand-800 underline">
          На головну
        </a>
      </div>
    );
  }
}

export function PublicApp({ onLeave }: { onLeave: () => void }) {
  // The same snapshot while hydrating: a pre-rendered page was rendered at this very path.
  const location = useSyncExternalStore(subscribe, locationSnapshot, locationSnapshot);
  const route = matchPublicRoute(window.location.pathname);
  useScrollOnNavigate(location);

  useEffect(() => {
    const state = currentState();
    // The first entry of the tab gets an index, as react-router gives it.
    if (typeof state.idx !== 'number') window.history.replaceState({ usr: state.usr ?? null, key: state.key ?? newKey(), idx: 0 }, '');
  }, []);
  useEffect(() => {
    if (!route) onLeave();
  }, [route, onLeave]);

  // A post's page code is a separate chunk: its content is asked for at the same time, not after it.
  const postSlug = route?.page === 'post' ? route.slug : null;
  useEffect(() => {
    if (postSlug === null) return;
    prefetchSection('site-infos');
    prefetchPost(postSlug);
  }, [postSlug]);

  const nav = useMemo(() => shellNav, []);
  if (!route) return <PageSpinner />;
  return (
    <SiteNavContext.Provider value={nav}>
      <PublicErrorBoundary key={window.location.pathname}>
        <Suspense fallback={<PageSpinner />}>
          {route.page === 'landing' && <LandingPage />}
          {route.page === 'post' && <PostRoute slug={route.slug} />}
          {route.page === 'support' && <SupportRoute />}
          {route.page === 'status' && <StatusRoute />}
          {route.page === 'services' && <ServicesRoute />}
          {route.page === 'login' && <LoginRoute />}
        </Suspense>
      </PublicErrorBoundary>
    </SiteNavContext.Provider>
  );
}
