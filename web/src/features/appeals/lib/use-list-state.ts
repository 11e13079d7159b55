import { APPEAL_PAGE_SIZES } from '@dosyt/core/appeal/search.rules';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AppealsListState } from '../components/appeals-list-controls';

/** Rows a page when the address names no size. */
export const DEFAULT_LIST_SIZE = 10;

const positive = (value: string | null): number => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

/**
 * An appeals list's state kept in the address: page, search, status,
 * sort, quick filter and size, plus whatever else the screen keeps there (`update`).
 * A link, Back or a reload reopens the same view; defaults stay out of the address.
 */
export function useListState() {
  const [params, setParams] = useSearchParams();
  const sizeParam = Number(params.get('size'));
  const list: AppealsListState = {
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    sort: params.get('sort') ?? 'date',
    filter: params.get('filter') ?? '',
    size: (APPEAL_PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : DEFAULT_LIST_SIZE,
  };

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setParams],
  );
  // Every list change starts again from page 1.
  const changeList = useCallback(
    (changes: Partial<AppealsListState>) =>
      update({
        ...Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v === 'date' || v === DEFAULT_LIST_SIZE ? null : String(v)])),
        page: null,
      }),
    [update],
  );
  const setPage = useCallback((next: number) => update({ page: next > 1 ? String(next) : null }), [update]);

  return { params, page: positive(params.get('page')), list, update, changeList, setPage };
}
