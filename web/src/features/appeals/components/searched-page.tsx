import type { ReactNode } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useLoadFailure } from '../../../lib/use-load-failure';

interface PageQuery {
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  error: Error | null;
}

/**
 * A search too short to run answers 400 with its message: shown above the table,
 * not as a failed load. Any other failure is a failed load (useLoadFailure).
 */
export function useSearchRefused(query: PageQuery): boolean {
  const refused = isApiError(query.error) && query.error.statusCode === 400;
  useLoadFailure(refused ? null : query.error);
  return refused;
}

export interface SearchedPageProps {
  query: PageQuery;
  /** From useSearchRefused. */
  refused: boolean;
  /** Said while the search has stopped counting (the count is capped). */
  cappedNotice: ReactNode | false;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The page's table. */
  children: ReactNode;
}

/**
 * One page of a searched list: the refused search's message, the capped-count notice,
 * the table (dimmed while the next page loads) and the pages.
 */
export function SearchedPage({ query, refused, cappedNotice, page, totalPages, onPageChange, children }: SearchedPageProps) {
  return (
    <>
      {refused && (
        <p role="status" className="text-sm text-rose-700">
          {query.error?.message}
        </p>
      )}
      {cappedNotice && (
        <p role="status" className="text-sm text-slate-600">
          {cappedNotice}
        </p>
      )}
      {query.isPending && !refused ? (
        <PageSpinner />
      ) : (
        <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={query.isFetching || undefined}>
          {children}
        </div>
      )}
      <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
    </>
  );
}
