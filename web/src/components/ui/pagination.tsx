import { cn } from './cn';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/** At most 7 page numbers at a time. */
export const MAX_PAGE_BUTTONS = 7;

/** The window of page numbers to show around the current page (1-based). */
export function pageWindow(current: number, total: number, max = MAX_PAGE_BUTTONS): number[] {
  if (total <= 0) return [];
  const size = Math.min(max, total);
  const half = Math.floor(size / 2);
  const start = Math.max(1, Math.min(current - half, total - size + 1));
  return Array.from({ length: size }, (_, i) => start + i);
}

export interface PaginationProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
}

/** Page numbers with previous/next arrows and 'current з total'; hidden when there is only one page. */
export function Pagination({ page, totalPages, onPageChange, className }: PaginationProps) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  const button =
    'inline-flex min-w-9 items-center justify-center rounded-md border px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40';

  return (
    <nav aria-label="Сторінки" className={cn('flex flex-wrap items-center gap-2', className)}>
      <button
        type="button"
        className={cn(button, 'border-slate-300 bg-white hover:bg-slate-100')}
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        aria-label="Попередня сторінка"
      >
        <ChevronLeftIcon />
      </button>
      <ul className="flex flex-wrap gap-1">
        {pages.map((n) => (
          <li key={n}>
            <button
              type="button"
              onClick={() => onPageChange(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Сторінка ${n}`}
              className={cn(button, n === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white hover:bg-slate-100')}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={cn(button, 'border-slate-300 bg-white hover:bg-slate-100')}
        onClick={() => onPageChange(page + 1)}
        disabled={page >= totalPages}
        aria-label="Наступна сторінка"
      >
        <ChevronRightIcon />
      </button>
      <span className="text-sm text-slate-600" aria-live="polite">
        {page} з {totalPages}
      </span>
    </nav>
  );
}
