import { QUICK_EXIT_ATTRIBUTE, QUICK_EXIT_PRESS_EVENT, QUICK_EXIT_PRESSES } from '@dosyt/core/site/quick-exit';
import { useEffect, useId, useState } from 'react';
import { paths } from '../../config/paths';
import { cn } from './cn';

/** The Shift presses counted so far by the page's inline quick-exit script (core/src/site/quick-exit.ts). */
function useShiftPresses(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const onPress = (event: Event) => setCount((event as CustomEvent<number>).detail);
    document.addEventListener(QUICK_EXIT_PRESS_EVENT, onPress);
    return () => document.removeEventListener(QUICK_EXIT_PRESS_EVENT, onPress);
  }, []);
  return count;
}

/**
 * The quick exit of every public page, in the manner of GOV.UK's 'Exit this page':
 * always on screen (fixed at the top), first in the tab order (render it as the
 * page's first element), also triggered by pressing Shift three times within 5 seconds.
 * It is a real link to the neutral site, so it works without JavaScript; the page's
 * inline script (in the static HTML, before any bundle) makes it blank the page and
 * replace the history entry, and counts the Shift presses. This component only shows
 * the count, so the pre-rendered markup and the app's are the same.
 */
export function QuickExitButton({ className }: { className?: string }) {
  const count = useShiftPresses();
  const left = QUICK_EXIT_PRESSES - count;
  const hintId = useId();

  return (
    <div className={cn('fixed top-2 right-2 z-50 sm:top-3 sm:right-3', className)}>
      <a
        href={paths.external.quickExit}
        role="button"
        draggable={false}
        {...{ [QUICK_EXIT_ATTRIBUTE]: '' }}
        aria-describedby={hintId}
        className={cn(
          'flex min-h-11 items-center gap-2 rounded-md border-2 border-white bg-rose-700 px-4 py-2 text-sm font-bold text-white no-underline shadow-lg',
          'hover:bg-rose-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-amber-400',
        )}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4M10 17l5-5-5-5M15 12H3" />
        </svg>
        Швидкий вихід
        <span aria-hidden="true" className="flex gap-0.5">
          {Array.from({ length: QUICK_EXIT_PRESSES }, (_, i) => (
            <span key={i} className={cn('size-1.5 rounded-full', i < count ? 'bg-white' : 'bg-white/35')} />
          ))}
        </span>
      </a>
      <span id={hintId} className="sr-only">
        Миттєво відкриває сторонній сайт. Також можна тричі натиснути клавішу Shift.
      </span>
      <span role="status" className="sr-only">
        {count > 0 ? `Shift натиснуто. Натисніть ще ${left} ${left === 1 ? 'раз' : 'рази'}, щоб вийти.` : ''}
      </span>
    </div>
  );
}
