import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCache, fetchInto, invalidateCached, prefetch } from './content-cache';

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
});
