import { cn } from './cn';

export interface SpinnerProps {
  className?: string;
  /** Read by screen readers. */
  label?: string;
}

export function Spinner({ className, label = 'Завантаження...' }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner for a page or a panel that is loading. */
export function PageSpinner() {
  return (
    <div className="flex min-h-40 items-center justify-center text-brand-700">
      <Spinner className="[&>span:first-child]:size-8" />
    </div>
  );
}
