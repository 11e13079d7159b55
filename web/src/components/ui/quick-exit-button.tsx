import { paths } from '../../config/paths';
import { cn } from './cn';

/** Leaves at once for a neutral site; replace() keeps this page out of the back history. */
export function quickExit(): void {
  window.location.replace(paths.external.quickExit);
}

export function QuickExitButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      onClick={quickExit}
      className={cn(
        'rounded-md bg-rose-700 px-4 py-2 text-sm font-semibold text-white shadow hover:bg-rose-800',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700',
        className,
      )}
    >
      Швидкий вихід
    </button>
  );
}
