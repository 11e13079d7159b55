import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCache, contentSnapshot, fetchInto, invalidateCached, prefetch, renderWithContent, seedCache, useCached } from './content-cache';

/** A section that asks for a second answer once the first is in (as the landing's later sections do). */
/** The text of rendered markup. */
const text = (markup: string) => markup.replace(/<[^>]*>/g, '');

type Loads = { first: () => Promise<string>; second: () => Promise<string> };

function Second({ load }: { load: () => Promise<string> }) {
  return createElement('span', null, useCached('content:second', load).data ?? 'loading');
}

function Nested({ loads }: { loads: Loads }) {
  const first = useCached('content:first', loads.first);
  return createElement('p', null, first.data ?? 'loading', ' ', first.data ? createElement(Second, { load: loads.second }) : null);
}

describe('content cache', () => {
  afterEach(() => clearCache());

  it('runs one request per key at a time', async () => {
    const load = vi.fn(async () => 'hero');
    await Promise.all([fetchInto('content:a', load), fetchInto('content:a', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('prefetches only what is neither cached nor loading', async () => {
    const load = vi.fn(async () => 1);
    prefetch('content:b', load);
    prefetch('content:b', load);
    await fetchInto('content:b', load);
    prefetch('content:b', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a network failure once, not a 4xx answer', async () => {
    vi.useFakeTimers();
    try {
      const flaky = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('ok');
      const done = fetchInto('content:c', flaky);
      await vi.advanceTimersByTimeAsync(1000);
      await done;
      expect(flaky).toHaveBeenCalledTimes(2);

      const missing = vi.fn().mockRejectedValue(new Error('Content service answered 404 for /api/x'));
      await fetchInto('content:d', missing);
      expect(missing).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands a feed its loaded pages, and drops entries by prefix', async () => {
    await fetchInto<number[]>('content:feed', async () => [1]);
    const next = vi.fn(async (pages: number[] | undefined = []) => [...pages, pages.length + 1]);
    await fetchInto('content:feed', next);
    expect(next).toHaveBeenCalledWith([1]);
    invalidateCached('content:');
    const reload = vi.fn(async () => 'fresh');
    prefetch('content:feed', reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('renders a page with every answer it asks for, round by round, and hands over what it was rendered with', async () => {
    const loads = { first: vi.fn(async () => 'hero'), second: vi.fn(async () => 'posts') };

    const markup = await renderWithContent(async () => renderToString(createElement(Nested, { loads })));

    expect(text(markup)).toBe('hero posts');
    expect(contentSnapshot()).toEqual({ 'content:first': 'hero', 'content:second': 'posts' });
    expect(loads.first).toHaveBeenCalledTimes(1);
    expect(loads.second).toHaveBeenCalledTimes(1);
  });

  it('renders a page it hydrates with the content its HTML came with, and counts it as stale', async () => {
    const loads = { first: vi.fn(async () => 'fresh'), second: vi.fn(async () => 'fresh') };
    seedCache({ 'content:first': 'hero', 'content:second': 'posts' });

    // The render React hydrates with (the server snapshot of useSyncExternalStore): the seeded content.
    expect(text(renderToString(createElement(Nested, { loads })))).toBe('hero posts');
    // Stale from the start: asked again at once, and a changed answer replaces it.
    await fetchInto('content:first', loads.first);
    expect(text(renderToString(createElement(Nested, { loads })))).toBe('fresh posts');
  });
});
