import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The last moment of activity in any tab of the admin area, in localStorage: only
 * a timestamp, no personal data. Other tabs hear it through the 'storage' event, so
 * working in one tab keeps the others alive.
 */
export const LAST_ACTIVITY_KEY = 'dosyt.lastActivity';
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
/** Activity is written at most this often: a moving mouse is not a storage write per frame. */
const WRITE_EVERY_MS = 5_000;
const TICK_MS = 1_000;

function readShared(): number {
  try {
    return Number(localStorage.getItem(LAST_ACTIVITY_KEY)) || 0;
  } catch {
    return 0;
  }
}

function writeShared(at: number): void {
  try {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(at));
  } catch {
    // storage blocked: this tab keeps its own time
  }
}

/**
 * A sign-in starts the idle clock afresh. Without it, the time a previous session
 * left behind would end a new one at once (the clock below is read, not reset, on start).
 */
export function noteSignIn(): void {
  writeShared(Date.now());
}

export interface IdleState {
  /** Seconds until the session ends, while the warning shows; null otherwise. */
  secondsLeft: number | null;
  /** Counts as activity: the warning's "stay" button. */
  stayActive: () => void;
}

/**
 * Ends the session after `idleMs` without activity in any tab, warning `warningMs`
 * before. `onTimeout` runs once. Opening the app is not activity: the clock goes on
 * from the last activity stored, so closing the tab and opening it again (or
 * reloading) after the idle time ends the session rather than starting it afresh.
 */
export function useIdleTimeout({ idleMs, warningMs, onTimeout }: { idleMs: number; warningMs: number; onTimeout: () => void }): IdleState {
  const last = useRef(Date.now());
  const written = useRef(0);
  const ended = useRef(false);
  const started = useRef(false);
  const timeout = useRef(onTimeout);
  timeout.current = onTimeout;
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  const markActive = useCallback(() => {
    const now = Date.now();
    last.current = now;
    if (now - written.current >= WRITE_EVERY_MS) {
      written.current = now;
      writeShared(now);
    }
  }, []);

  useEffect(() => {
    // On start, the stored time, if any: a tab opened later does not restart the clock.
    if (!started.current) last.current = readShared() || last.current;
    started.current = true;
    const onStorage = (event: StorageEvent) => {
      if (event.key === LAST_ACTIVITY_KEY) last.current = Math.max(last.current, Number(event.newValue) || 0);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, markActive, { passive: true, capture: true });
    window.addEventListener('storage', onStorage);
    const tick = window.setInterval(() => {
      if (ended.current) return;
      const idle = Date.now() - Math.max(last.current, readShared());
      if (idle >= idleMs) {
        ended.current = true;
        setSecondsLeft(null);
        timeout.current();
      } else if (idle >= idleMs - warningMs) {
        setSecondsLeft(Math.ceil((idleMs - idle) / 1000));
      } else {
        setSecondsLeft(null);
      }
    }, TICK_MS);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, markActive, { capture: true });
      window.removeEventListener('storage', onStorage);
      window.clearInterval(tick);
    };
  }, [idleMs, warningMs, markActive]);

  const stayActive = useCallback(() => {
    written.current = 0;
    markActive();
    setSecondsLeft(null);
  }, [markActive]);

  return { secondsLeft, stayActive };
}
