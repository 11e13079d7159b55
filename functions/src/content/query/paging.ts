import type { StrapiPagination } from '@dosyt/core/api/content-answers';
import { invalidKey, invalidValue, parseBoolean, type QueryTree } from './query-tree';

/** Strapi 5's `pagination` parameter (page & pageSize or start & limit) and the page it answers. */

export type Pagination =
  { mode: 'page'; page: number; pageSize: number; withCount: boolean } | { mode: 'offset'; start: number; limit: number; withCount: boolean };

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

function integer(value: QueryTree | undefined, label: string, min: number): number | undefined {
  if (value === undefined) return undefined;
  const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < min) throw invalidValue('pagination', [label], `Invalid '${label}' parameter. Expected an integer >= ${min}`);
  return n;
}

export function parsePagination(tree: QueryTree | undefined): Pagination {
  if (tree === undefined) return { mode: 'page', page: 1, pageSize: DEFAULT_PAGE_SIZE, withCount: true };
  if (typeof tree === 'string') throw invalidValue('pagination', [], 'Invalid pagination parameter: expected an object');
  for (const key of Object.keys(tree)) if (!['page', 'pageSize', 'start', 'limit', 'withCount'].includes(key)) throw invalidKey(key, 'pagination');
  const withCount = tree.withCount === undefined ? true : parseBoolean(tree.withCount, ['pagination', 'withCount']);
  const pageMode = tree.page !== undefined || tree.pageSize !== undefined;
  const offsetMode = tree.start !== undefined || tree.limit !== undefined;
  if (pageMode && offsetMode) throw invalidValue('pagination', [], 'Invalid pagination parameters. Expected either page & pageSize or start & limit');
  if (offsetMode) {
    const limit = tree.limit === '-1' ? MAX_PAGE_SIZE : (integer(tree.limit, 'limit', 1) ?? DEFAULT_PAGE_SIZE);
    return { mode: 'offset', start: integer(tree.start, 'start', 0) ?? 0, limit: Math.min(limit, MAX_PAGE_SIZE), withCount };
  }
  const pageSize = integer(tree.pageSize, 'pageSize', 1) ?? DEFAULT_PAGE_SIZE;
  return { mode: 'page', page: integer(tree.page, 'page', 1) ?? 1, pageSize: Math.min(pageSize, MAX_PAGE_SIZE), withCount };
}

/** Which of the matching records a page answers: those from `skip`, at most `take`. */
export function pageWindow(pagination: Pagination): { skip: number; take: number } {
  return pagination.mode === 'offset'
    ? { skip: pagination.start, take: pagination.limit }
    : { skip: (pagination.page - 1) * pagination.pageSize, take: pagination.pageSize };
}

/** The answer's `meta.pagination` for `total` matching records (the counts left out with withCount=false). */
export function paginationMeta(pagination: Pagination, total: number): StrapiPagination {
  if (pagination.mode === 'offset') {
    const { start, limit } = pagination;
    return pagination.withCount ? { start, limit, total } : { start, limit };
  }
  const { page, pageSize } = pagination;
  return pagination.withCount ? { page, pageSize, pageCount: Math.ceil(total / pageSize), total } : { page, pageSize };
}
