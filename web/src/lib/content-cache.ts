import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * A small keyed cache of public reads (the landing's content), shared by every
 * component that shows the same key. It replaces TanStack Query on the public
 * pages, whose script budget (100 KB gzipped for `/`) has no room for it:
 * one request per key at a time, one retry after a network or 5xx failure,
 * fresh for 30 seconds, dropped by prefix when an admin saves content.
 */
export interface CacheEntry<T> {
  data: T | undefined;
  error: unknown;
  status: 'pending' | 'success' | 'error';
  /** A request for this key is running (the first load, a refresh or the next page). */
  fetching: boolean;
  at: number;
}

const STALE_MS = 30_000;
const RETRY_MS = 1000;

const entries = new Map<string, CacheEntry<unknown>>();
/** Keys whose value came with the page's HTML, which was rendered with them: hydration reads these. */
const seeded = new Set<string>();
/** While the page is rendered on the server: the keys read that are not cached yet, with their loads. */
let collecting: Map<string, () => Promise<unknown>> | null = null;
const running = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function set<T>(key: string, patch: Partial<CacheEntry<T>>): void {
  const previous = entries.get(key) ?? { data: undefined, error: null, status: 'pending', fetching: false, at: 0 };
  entries.set(key, { ...previous, ...patch });
  notify();
}

/** A failure worth one more try: the network or the server, not a 4xx answer. */
const retriable = (error: unknown) => !(error instanceof Error && /answered 4\d\d/.test(error.message));

/**
 * Runs `load` for `key` unless a request for it is already running; `load` gets
 * what is cached so far (the pages of a feed) and returns the new value.
 */
export function fetchInto<T>(key: string, load: (previous: T | undefined) => Promise<T>): Promise<void> {
  const current = running.get(key);
  if (current) return current;
  set<T>(key, { fetching: true });
  const attempt = async (): Promise<T> => {
    const previous = entries.get(key)?.data as T | undefined;
    try {
      return await load(previous);
    } catch (error) {
      if (!retriable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      return load(previous);
    }
  };
  const promise = attempt().then(
    (fresh) => {
      // The same content again (a refresh of what the page came with): the same value, so nothing shown is rebuilt.
      const previous = entries.get(key)?.data as T | undefined;
      const data = previous !== undefined && JSON.stringify(previous) === JSON.stringify(fresh) ? previous : fresh;
      set<T>(key, { data, error: null, status: 'success', fetching: false, at: Date.now() });
    },
    (error: unknown) => {
      const had = entries.get(key)?.data !== undefined;
      set<T>(key, { error, status: had ? 'success' : 'error', fetching: false, at: Date.now() });
    },
  );
  const tracked = promise.finally(() => running.delete(key));
  running.set(key, tracked);
  return tracked;
}

/** Starts loading `key` now, unless it is cached or loading (for a page whose code is still on its way). */
export function prefetch<T>(key: string, load: () => Promise<T>): void {
  if (!entries.has(key) && !running.has(key)) void fetchInto<T>(key, () => load());
}

const PENDING: CacheEntry<never> = { data: undefined, error: null, status: 'pending', fetching: true, at: 0 };

/**
 * The cached value of `key`, loaded on first use and refreshed once it is older than 30 s.
 * A change of the cache reaches the screen in a transition: React renders it in
 * slices between other work, so a dozen answers arriving one after another never
 * make one long task (Lighthouse total blocking time).
 */
const never = () => () => undefined;

/** True while React takes over pre-rendered markup (and in the build-time render), false after. */
const useHydrating = () =>
  useSyncExternalStore(
    never,
    () => false,
    () => true,
  );

export function useCached<T>(key: string, load: () => Promise<T>): CacheEntry<T> {
  // A pre-rendered page was built with the seeded keys only: it is taken over with those, even if another answer came in meanwhile.
  const hydrating = useHydrating();
  if (collecting && !entries.has(key)) collecting.set(key, load);
  const [seen, setSeen] = useState(() => ({ key, entry: hydrating && !seeded.has(key) ? undefined : entries.get(key) }));
  // A new key (another tab) reads the cache at once, not the previous key's value.
  const entry = (seen.key === key ? seen.entry : entries.get(key)) as CacheEntry<T> | undefined;
  useEffect(() => {
    const update = () => {
      const next = entries.get(key);
      startTransition(() => setSeen((previous) => (previous.key === key && previous.entry === next ? previous : { key, entry: next })));
    };
    update();
    return subscribe(update);
  }, [key]);
  useEffect(() => {
    if (running.has(key)) return;
    const current = entries.get(key);
    if (!current || (current.status !== 'pending' && Date.now() - current.at > STALE_MS)) void fetchInto<T>(key, () => load());
    // `load` is rebuilt on every render and left out on purpose: the key names what it loads.
  }, [key, entry]);
  return entry ?? PENDING;
}

/** Drops every entry whose key starts with `prefix`; screens showing one load it again. */
export function invalidateCached(prefix: string): void {
  for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
  notify();
}

/**
 * Renders a page on the server with its content: `render` runs until it reads no key that is
 * not cached (each round loads what the last one asked for; a section that appears once others
 * are in asks in the next), at most `rounds` times. Answers the last render's markup and
 * marks the keys it was rendered with, for `contentSnapshot`.
 */
export async function renderWithContent(render: () => Promise<string>, rounds = 5): Promise<string> {
  for (let round = 1; ; round += 1) {
    for (const [key, entry] of entries) if (entry.status === 'success') seeded.add(key);
    const misses = new Map<string, () => Promise<unknown>>();
    collecting = misses;
    let markup: string;
    try {
      markup = await render();
    } finally {
      collecting = null;
    }
    if (misses.size === 0 || round === rounds) return markup;
    await Promise.all([...misses].map(([key, load]) => fetchInto(key, () => load())));
  }
}

/** The content a page was rendered with (key to value), for its HTML. */
export function contentSnapshot(): Record<string, unknown> {
  return Object.fromEntries([...seeded].flatMap((key) => (entries.get(key)?.status === 'success' ? [[key, entries.get(key)!.data]] : [])));
}

/**
 * Takes the content a page's HTML came with, before React takes the markup over: hydration
 * reads it (no mismatch), and each key counts as stale, so it is fetched again at once and a
 * change made since the page was rendered reaches the screen.
 */
export function seedCache(snapshot: Record<string, unknown>): void {
  for (const [key, data] of Object.entries(snapshot)) {
    if (entries.has(key)) continue;
    entries.set(key, { data, error: null, status: 'success', fetching: false, at: 0 });
    seeded.add(key);
  }
}

/** Empties the cache: tests, and each server render (web/src/prerender.tsx). */
export function clearCache(): void {
  entries.clear();
  seeded.clear();
  running.clear();
  notify();
}
