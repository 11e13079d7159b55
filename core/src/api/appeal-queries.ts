/** The query strings of the appeal lists (appeals.ts, assignments.ts): the functions' pipeline parses each request with these. */
import * as z from '../validation/zod';
import {
  APPEAL_PAGE_SIZES,
  APPEAL_QUICK_FILTERS,
  APPEAL_SORTS,
  parseSearchQuery,
  SEARCH_QUERY_MAX,
  type AppealQuickFilter,
  type AppealSort,
  type SearchQuery,
} from '../appeal/search.rules';
import { isStatusId } from '../status/status.rules';
import { blank, flag, optionalDate, optionalInt, optionalText, param } from './query-params';

export const SEARCH_TOO_SHORT = 'Введіть номер звернення, щонайменше 4 цифри телефону або 2 літери імені';

/** The admin list's search, status, sort, quick filter and page size, each given. */
export interface AppealListParams {
  size: number;
  q?: SearchQuery;
  status?: number;
  sort: AppealSort;
  filter?: AppealQuickFilter;
}

/** The records a staff member's history shows per page unless asked otherwise. */
export const HISTORY_PAGE_SIZE = 10;

const invalid = (name: string) => `Некоректний параметр: ${name}`;

/** One of `choices`, or absent. */
const oneOf = <T extends string>(name: string, choices: readonly T[]) =>
  param(invalid(name), (value, refuse) => (blank(value) ? undefined : (choices as readonly string[]).includes(value) ? (value as T) : refuse()));

const search = param(invalid('q'), (value, refuse) => {
  if (blank(value)) return undefined;
  if (value.length > SEARCH_QUERY_MAX) return refuse();
  return parseSearchQuery(value) ?? refuse(SEARCH_TOO_SHORT);
});

const status = param(invalid('status'), (value, refuse) => {
  if (blank(value)) return undefined;
  const n = Number(value);
  return isStatusId(n) ? n : refuse();
});

const size = param(invalid('size'), (value, refuse) => {
  if (blank(value)) return undefined;
  const n = Number(value);
  return (APPEAL_PAGE_SIZES as readonly number[]).includes(n) ? n : refuse();
});

/** The list's choices as one value: undefined when none is given (the plain list, newest first). */
function listOf(given: { q?: SearchQuery; status?: number; sort?: AppealSort; filter?: AppealQuickFilter; size?: number }): AppealListParams | undefined {
  const { q, status, sort, filter, size } = given;
  if ([q, status, sort, filter, size].every((v) => v === undefined)) return undefined;
  return { size: size ?? 10, q, status, sort: sort ?? 'date', filter };
}

/** GET /api/appeals/pages={page}: the region an admin picks, duplicates only, and the list's search and choices. */
export const appealListQuery = z.pipe(
  z.object({
    region_id: optionalInt('region_id'),
    filterDuplicates: flag(),
    q: search,
    size,
    status,
    sort: oneOf('sort', APPEAL_SORTS),
    filter: oneOf('filter', APPEAL_QUICK_FILTERS),
  }),
  z.transform(({ region_id, filterDuplicates, ...list }) => ({ region_id, filterDuplicates, list: listOf(list) })),
);

/** GET /api/appeals/last: the range of the latest appeals; a bare end date takes in its whole day. */
export const latestAppealsQuery = z.object({ startDate: optionalDate('startDate'), endDate: optionalDate('endDate', true) });

/**
 * GET /api/appeal-history/user/{userId}: a staff member's records, searched, filtered and sorted
 * as the admin list is ('Без виконавця' is not theirs to ask), in a period, a community, a page.
 */
export const historyQuery = z.pipe(
  z.object({
    q: search,
    status,
    sort: oneOf('sort', APPEAL_SORTS),
    filter: oneOf('filter', ['overdue'] as const),
    from: optionalDate('from'),
    to: optionalDate('to', true),
    community: optionalText('community'),
    page: optionalInt('page', 1),
    pageSize: optionalInt('pageSize', HISTORY_PAGE_SIZE),
    cursor: optionalText('cursor'),
  }),
  z.transform(({ q, status, sort, filter, ...rest }) => ({ ...rest, list: listOf({ q, status, sort, filter }) })),
);

/** GET /api/appeal-history/appeal/{id}/candidates: the assistance type to be carried. */
export const candidatesQuery = z.object({
  typeId: param('Оберіть вид допомоги', (value, refuse) => {
    const n = Number(value);
    return Number.isInteger(n) && n > 0 ? n : refuse();
  }),
});
