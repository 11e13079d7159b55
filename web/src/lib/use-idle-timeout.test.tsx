// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_ACTIVITY_KEY, noteSignIn, useIdleTimeout } from './use-idle-timeout';

const IDLE_MS = 5 * 60_000;
const WARNING_MS = 60_000;

/** Another tab of the admin area was used: it writes the shared time, this tab hears the storage event. */
function activityInAnotherTab() {
  const at = String(Date.now());
  localStorage.setItem(LAST_ACTIVITY_KEY, at);
  window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY, newValue: at }));
}

describe('useIdleTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('warns a minute before the end, counting down, and ends the session once', () => {
    const onTimeout = vi.fn();
    const { result } = renderHook(() => useIdleTimeout({ idleMs: IDLE_MS, warningMs: WARNING_MS, onTimeout }));
    act(() => void vi.advanceTimersByTime(IDLE_MS - WARNING_MS - 1_000));
    expect(result.current.secondsLeft).toBeNull();
    act(() => void vi.advanceTimersByTime(2_000));
    expect(result.current.secondsLeft).toBeGreaterThan(55);
    expect(result.current.secondsLeft).toBeLessThanOrEqual(60);
    act(() => void vi.advanceTimersByTime(WARNING_MS));
    expect(onTimeout).toHaveBeenCalledOnce();
    act(() => void vi.advanceTimersByTime(WARNING_MS));
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('stays alive while another tab is in use, and ends when all tabs are idle', () => {
    const onTimeout = vi.fn();
    renderHook(() => useIdleTimeout({ idleMs: IDLE_MS, warningMs: WARNING_MS, onTimeout }));
    for (let i = 0; i < 3; i++) {
      act(() => void vi.advanceTimersByTime(IDLE_MS - 30_000));
      act(() => activityInAnotherTab());
    }
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(IDLE_MS + 2_000));
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('is not reset by opening the app again: a stored last activity older than the idle time ends the session at once', () => {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - IDLE_MS - 1_000));
    const onTimeout = vi.fn();
    renderHook(() => useIdleTimeout({ idleMs: IDLE_MS, warningMs: WARNING_MS, onTimeout }));
    act(() => void vi.advanceTimersByTime(1_500));
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('goes on from the stored time when the app is opened again within the idle time', () => {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - IDLE_MS + 30_000));
    const onTimeout = vi.fn();
    const { result } = renderHook(() => useIdleTimeout({ idleMs: IDLE_MS, warningMs: WARNING_MS, onTimeout }));
    act(() => void vi.advanceTimersByTime(1_500));
    expect(result.current.secondsLeft).not.toBeNull();
    act(() => void vi.advanceTimersByTime(30_000));
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('starts afresh at a sign-in, whatever time a previous session left stored', () => {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - 24 * 3_600_000));
    noteSignIn();
    const onTimeout = vi.fn();
    renderHook(() => useIdleTimeout({ idleMs: IDLE_MS, warningMs: WARNING_MS, onTimeout }));
    act(() => void vi.advanceTimersByTime(IDLE_MS - WARNING_MS - 1_000));
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('counts a key press here as activity and shares it with the other tabs', () => {
    const onTimeout = vi.fn();
    const { result } = renderHook(() => useIdleTimeout({ idleMs: IDLE_MS, warningMs: WARNING_MS, onTimeout }));
    act(() => void vi.advanceTimersByTime(IDLE_MS - 10_000));
    expect(result.current.secondsLeft).not.toBeNull();
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    expect(Number(localStorage.getItem(LAST_ACTIVITY_KEY))).toBe(Date.now());
    act(() => void vi.advanceTimersByTime(2_000));
    expect(result.current.secondsLeft).toBeNull();
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
