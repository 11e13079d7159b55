import {
  APPEAL_PAGE_SIZES,
  APPEAL_QUICK_FILTERS,
  APPEAL_SORTS,
  parseSearchQuery,
  SEARCH_QUERY_MAX,
  type AppealQuickFilter,
  type AppealSort,
  type SearchQuery,
} from '@dosyt/core/appeal/search.rules';
import { ValidationError } from '@dosyt/core/errors';
import { isStatusId } from '@dosyt/core/status/status.rules';

export interface AppealListParams {
  size: number;
  q?: SearchQuery;
  status?: number;
  sort: AppealSort;
  filter?: AppealQuickFilter;
}

export const SEARCH_TOO_SHORT = 'Введіть номер звернення, щонайменше 4 цифри телефону або 2 літери імені';

const invalid = (name: string) => new ValidationError(`Некоректний параметр: ${name}`, { [name]: `Некоректний параметр: ${name}` });
const given = (v: string | undefined) => v !== undefined && v.trim() !== '';

/**
 * The admin list's query (`q`, `status`, `sort`, `filter`, `size`), validated; undefined
 * when none is given (the plain list, newest first).
 */
export function appealListParams(query: Record<string, string | undefined>): AppealListParams | undefined {
  const { q, status, sort, filter, size } = query;
  if (![q, status, sort, filter, size].some(given)) return undefined;
  if (given(q) && q!.length > SEARCH_QUERY_MAX) throw invalid('q');
  const sizeN = given(size) ? Number(size) : 10;
  if (!(APPEAL_PAGE_SIZES as readonly number[]).includes(sizeN)) throw invalid('size');
  const statusN = given(status) ? Number(status) : undefined;
  if (statusN !== undefined && !isStatusId(statusN)) throw invalid('status');
  if (given(sort) && !(APPEAL_SORTS as readonly string[]).includes(sort!)) throw invalid('sort');
  if (given(filter) && !(APPEAL_QUICK_FILTERS as readonly string[]).includes(filter!)) throw invalid('filter');
  const search = given(q) ? parseSearchQuery(q) : undefined;
  if (given(q) && !search) throw new ValidationError(SEARCH_TOO_SHORT, { q: SEARCH_TOO_SHORT });
  return {
    size: sizeN,
    q: search,
    status: statusN,
    sort: (given(sort) ? sort : 'date') as AppealSort,
    filter: given(filter) ? (filter as AppealQuickFilter) : undefined,
  };
}
