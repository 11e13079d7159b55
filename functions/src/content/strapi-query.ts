import { ValidationError } from '@dosyt/core/errors';
import { POPULATED_KINDS, scalarFieldNames, type CollectionSpec } from './collections';

/**
 * The query language of a Strapi v5 REST list call, as much of it as the public
 * site uses: filters with $eq / $ne (also on a relation's field), populate,
 * sort and both pagination forms. Parsed from the flat query-string keys that
 * API Gateway hands over (`filters[categories][slug][$eq]` is one key).
 */

export type FilterOperator = '$eq' | '$ne';

export interface FilterClause {
  /** ['slug'] or, through a relation, ['categories', 'slug']. */
  path: [string] | [string, string];
  operator: FilterOperator;
  value: string;
}

export type Pagination = { mode: 'page'; page: number; pageSize: number } | { mode: 'offset'; start: number; limit: number };

export interface ContentQuery {
  filters: FilterClause[];
  sort: Array<{ field: string; order: 'asc' | 'desc' }>;
  /** Names of the media, relation and component fields to include. */
  populate: Set<string>;
  pagination: Pagination;
}

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
const OPERATORS = new Set<string>(['$eq', '$ne']);

/** 'filters[categories][slug][$eq]' -> ['filters', 'categories', 'slug', '$eq']; null when malformed. */
export function splitKey(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return null;
  const rest = [...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]);
  return [match[1], ...rest];
}

const invalid = (message: string) => new ValidationError(message);

function parseFilter(spec: CollectionSpec, segments: string[], value: string): FilterClause {
  const scalars = new Set(scalarFieldNames(spec));
  const [field, second, third, ...extra] = segments;
  if (!field || extra.length > 0) throw invalid(`Некоректний фільтр: filters[${segments.join('][')}]`);
  if (field.startsWith('$')) throw invalid(`Оператор ${field} не підтримується`);

  const relation = spec.fields[field];
  if (relation?.kind === 'relation') {
    // filters[categories][slug][$eq]=x or filters[categories][slug]=x
    if (!second || second.startsWith('$')) throw invalid(`Фільтр за зв'язком ${field} має вказувати поле`);
    if (!['id', 'documentId', 'slug', 'title'].includes(second)) throw invalid(`Недопустиме поле фільтра: ${field}.${second}`);
    const operator = third ?? '$eq';
    if (!OPERATORS.has(operator)) throw invalid(`Оператор ${operator} не підтримується`);
    return { path: [field, second], operator: operator as FilterOperator, value };
  }
  if (!scalars.has(field)) throw invalid(`Недопустиме поле фільтра: ${field}`);
  if (third !== undefined) throw invalid(`Некоректний фільтр: filters[${segments.join('][')}]`);
  const operator = second ?? '$eq';
  if (!OPERATORS.has(operator)) throw invalid(`Оператор ${operator} не підтримується`);
  return { path: [field], operator: operator as FilterOperator, value };
}

function parseSortItem(spec: CollectionSpec, item: string): { field: string; order: 'asc' | 'desc' } {
  const [field, direction = 'asc', ...extra] = item.trim().split(':');
  const order = direction.toLowerCase();
  if (extra.length > 0 || (order !== 'asc' && order !== 'desc')) throw invalid(`Некоректне сортування: ${item}`);
  if (!scalarFieldNames(spec).includes(field)) throw invalid(`Недопустиме поле сортування: ${field}`);
  return { field, order };
}

function positiveInt(value: string, label: string, min: number): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min) throw invalid(`Некоректний параметр pagination[${label}]`);
  return n;
}

export function parseContentQuery(spec: CollectionSpec, query: Record<string, string | undefined>): ContentQuery {
  const filters: FilterClause[] = [];
  const sort: ContentQuery['sort'] = [];
  const populate = new Set<string>();
  const page: Record<string, string> = {};
  const populatable = Object.entries(spec.fields).filter(([, f]) => POPULATED_KINDS.has(f.kind)).map(([n]) => n);

  const addPopulate = (name: string) => {
    const trimmed = name.trim();
    if (trimmed === '') return;
    if (trimmed === '*') populatable.forEach((n) => populate.add(n));
    // Deep paths (slides.formats) only ask for their first field: media come whole anyway.
    else if (populatable.includes(trimmed.split('.')[0])) populate.add(trimmed.split('.')[0]);
    else throw invalid(`Недопустимий параметр populate: ${trimmed}`);
  };

  for (const [key, raw] of Object.entries(query)) {
    if (raw === undefined) continue;
    const segments = splitKey(key);
    if (!segments) throw invalid(`Некоректний параметр запиту: ${key}`);
    const [head, ...rest] = segments;
    switch (head) {
      case 'filters':
        filters.push(parseFilter(spec, rest, raw));
        break;
      case 'sort':
        for (const item of raw.split(',')) if (item.trim()) sort.push(parseSortItem(spec, item));
        break;
      case 'populate':
        // populate=*, populate=a,b, populate[0]=a, populate[a]=true, populate[a][populate]=*
        if (rest.length === 0 || /^\d*$/.test(rest[0])) raw.split(',').forEach(addPopulate);
        else addPopulate(rest[0]);
        break;
      case 'pagination':
        if (rest.length !== 1) throw invalid(`Некоректний параметр запиту: ${key}`);
        page[rest[0]] = raw;
        break;
      default:
        // fields, locale, status and the like: accepted and ignored, as a Strapi without i18n does.
        break;
    }
  }

  let pagination: Pagination;
  const pageMode = page.page !== undefined || page.pageSize !== undefined;
  const offsetMode = page.start !== undefined || page.limit !== undefined;
  if (pageMode && offsetMode) throw invalid('Не можна поєднувати pagination[page] з pagination[start]');
  if (offsetMode) {
    const limit = page.limit === undefined || page.limit === '-1' ? MAX_PAGE_SIZE : positiveInt(page.limit, 'limit', 1);
    pagination = { mode: 'offset', start: page.start === undefined ? 0 : positiveInt(page.start, 'start', 0), limit: Math.min(limit, MAX_PAGE_SIZE) };
  } else {
    const pageSize = page.pageSize === undefined ? DEFAULT_PAGE_SIZE : positiveInt(page.pageSize, 'pageSize', 1);
    pagination = { mode: 'page', page: page.page === undefined ? 1 : positiveInt(page.page, 'page', 1), pageSize: Math.min(pageSize, MAX_PAGE_SIZE) };
  }

  if (sort.length === 0) sort.push(spec.defaultSort);
  return { filters, sort, populate, pagination };
}

// ---- applying a query to records already in memory (one partition read) ----

export type ContentRecord = Record<string, unknown>;

function asComparable(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return String(value);
}

function matches(record: ContentRecord, clause: FilterClause): boolean {
  const [field, subField] = clause.path;
  if (subField !== undefined) {
    const related = (record[field] as ContentRecord[] | undefined) ?? [];
    const hit = related.some((r) => asComparable(r[subField]) === clause.value);
    // $ne on a to-many relation: the record has no related item with that value.
    return clause.operator === '$eq' ? hit : !hit;
  }
  const equal = asComparable(record[field]) === clause.value;
  return clause.operator === '$eq' ? equal : !equal;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'uk');
}

export interface QueryResult<T> {
  data: T[];
  pagination: { page: number; pageSize: number; pageCount: number; total: number } | { start: number; limit: number; total: number };
}

export function applyContentQuery<T extends ContentRecord>(records: T[], query: ContentQuery): QueryResult<T> {
  const filtered = records.filter((r) => query.filters.every((clause) => matches(r, clause)));
  filtered.sort((a, b) => {
    for (const { field, order } of query.sort) {
      // Nulls stay last whichever the direction.
      const nullOrder = compare(a[field] ?? null, b[field] ?? null);
      if (a[field] == null || b[field] == null) {
        if (nullOrder !== 0) return nullOrder;
        continue;
      }
      const d = compare(a[field], b[field]);
      if (d !== 0) return order === 'asc' ? d : -d;
    }
    return 0;
  });
  const total = filtered.length;
  if (query.pagination.mode === 'offset') {
    const { start, limit } = query.pagination;
    return { data: filtered.slice(start, start + limit), pagination: { start, limit, total } };
  }
  const { page, pageSize } = query.pagination;
  return {
    data: filtered.slice((page - 1) * pageSize, page * pageSize),
    pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total },
  };
}
