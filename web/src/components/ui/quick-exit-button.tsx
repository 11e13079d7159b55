import { useEffect, useId, useRef, useState } from 'react';
import { paths } from '../../config/paths';
import { cn } from './cn';

/** Presses of Shift that leave the page, and the time they must fall within. */
const SHIFT_PRESSES = 3;
const SHIFT_WINDOW_MS = 5000;

/**
 * Leaves at once for a neutral site. The page is blanked first, so nothing of it
 * stays on screen while the other site loads; replace() puts the neutral site in
 * place of this page in the tab's history, so Back does not return here.
 */
export function quickExit(): void {
  const cover = document.createElement('div');
  cover.setAttribute('aria-hidden', 'true');
  cover.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:#fff';
  for (const child of Array.from(document.body.children)) (child as HTMLElement).style.visibility = 'hidden';
  document.body.appendChild(cover);
  document.title = '';
  window.location.replace(paths.external.quickExit);
}

/**
 * Counts Shift presses (not held repeats); any other key starts the count again,
 * so typing capital letters never leaves the page. Returns the presses so far.
 */
function useShiftTrigger(onTrigger: () => void): number {
  const [count, setCount] = useState(0);
  const presses = useRef<number[]>([]);
  const trigger = useRef(onTrigger);
  trigger.current = onTrigger;

  useEffect(() => {
    let reset: number | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Shift') {
        presses.current = [];
        setCount(0);
        return;
      }
      if (event.repeat) return;
      const now = Date.now();
      presses.current = [...presses.current.filter((t) => now - t < SHIFT_WINDOW_MS), now];
      window.clearTimeout(reset);
      if (presses.current.length >= SHIFT_PRESSES) {
        presses.current = [];
        trigger.current();
        return;
      }
      setCount(presses.current.length);
      reset = window.setTimeout(() => {
        presses.current = [];
        setCount(0);
      }, SHIFT_WINDOW_MS);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      window.clearTimeout(reset);
    };
  }, []);

  return count;
}

/**
 * The quick exit of every public page, in the manner of GOV.UK's 'Exit this page':
 * always on screen (fixed at the top), first in the tab order (render it as the
 * page's first element), also triggered by pressing Shift three times within 5 seconds.
 */
export function QuickExitButton({ className }: { className?: string }) {
  const count = useShiftTrigger(quickExit);
  const left = SHIFT_PRESSES - count;
  const hintId = useId();

  return (
    <div className={cn('fixed top-2 right-2 z-50 sm:top-3 sm:right-3', className)}>
      <button
        type="button"
        onClick={quickExit}
        aria-describedby={hintId}
        className={cn(
          'flex min-h-11 items-center gap-2 rounded-md border-2 border-white bg-rose-700 px-4 py-2 text-sm font-bold text-white shadow-lg',
          'hover:bg-rose-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-amber-400',
        )}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4M10 17l5-5-5-5M15 12H3" />
        </svg>
        Швидкий вихід
        <span aria-hidden="true" className="flex gap-0.5">
          {Array.from({ length: SHIFT_PRESSES }, (_, i) => (
            <span key={i} className={cn('size-1.5 rounded-full', i < count ? 'bg-white' : 'bg-white/35')} />
          ))}
        </span>
      </button>
      <span id={hintId} className="sr-only">
        Миттєво відкриває сторонній сайт. Також можна тричі натиснути клавішу Shift.
      </span>
      <span role="status" className="sr-only">
        {count > 0 ? `Shift натиснуто. Натисніть ще ${left} ${left === 1 ? 'раз' : 'рази'}, щоб вийти.` : ''}
      </span>
    </div>
  );
}
