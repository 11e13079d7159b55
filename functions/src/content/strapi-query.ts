import { ValidationError } from '@dosyt/core/errors';
import type { StrapiPagination } from '@dosyt/core/api/content-answers';
import { collectionSpec, POPULATED_KINDS, scalarFieldNames, type CollectionSpec } from './collections';

/**
 * The query language of Strapi 5's REST API (filters with every documented
 * operator, fields, populate, sort, pagination), read from the flat query-string
 * keys that API Gateway hands over (`filters[$or][0][slug][$eq]` is one key) and
 * applied to records in memory. Mistakes answer 400 as Strapi does:
 * `Invalid key <key>` with where it was found.
 */

// ---- the query string as a tree, as qs would parse it ----

export type QueryTree = string | { [key: string]: QueryTree };

/** 'filters[categories][slug][$eq]' -> ['filters', 'categories', 'slug', '$eq']; null when malformed. */
export function splitKey(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return null;
  const rest = [...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]);
  return [match[1], ...rest];
}

/** Deepest key and widest list a query may use: enough for any real query, bounded for a hostile one. */
const MAX_DEPTH = 10;
const MAX_LIST = 100;

function queryError(message: string, details: Record<string, unknown>): ValidationError {
  const error = new ValidationError(message);
  error.details = { source: 'query', ...details };
  return error;
}

/** Strapi's answer to a name it does not know, at `path` inside parameter `param`. */
export function invalidKey(key: string, param: string, path: string[] = []): ValidationError {
  return queryError(`Invalid key ${key}`, { key, path: [...path, key].join('.'), param });
}

function invalidValue(param: string, path: string[], message: string): ValidationError {
  return queryError(message, { param, path: path.join('.') });
}

const isObject = (tree: QueryTree | undefined): tree is { [key: string]: QueryTree } => typeof tree === 'object' && tree !== null;

/** Builds the nested parameters from flat keys; `[]` appends to a list. */
export function nestQuery(query: Record<string, string | undefined>): Record<string, QueryTree> {
  const root: Record<string, QueryTree> = Object.create(null);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const segments = splitKey(key);
    if (!segments) throw queryError(`Invalid query parameter ${key}`, { param: key });
    if (segments.length > MAX_DEPTH) throw queryError(`Query parameter ${key} is nested too deeply`, { param: segments[0] });
    let node: Record<string, QueryTree> = root;
    segments.forEach((raw, i) => {
      const segment = raw === '' ? String(Object.keys(node).length) : raw;
      if (i === segments.length - 1) {
        if (isObject(node[segment])) throw queryError(`Invalid query parameter ${key}`, { param: segments[0] });
        node[segment] = value;
        return;
      }
      const next = node[segment];
      if (next === undefined) node[segment] = Object.create(null) as Record<string, QueryTree>;
      else if (!isObject(next)) throw queryError(`Invalid query parameter ${key}`, { param: segments[0] });
      node = node[segment] as Record<string, QueryTree>;
    });
  }
  return root;
}

/** A list parameter: `a,b` or `[0]=a&[1]=b` -> ['a', 'b']; null when it is an object with names. */
function asList(tree: QueryTree): QueryTree[] | null {
  if (typeof tree === 'string') return [tree];
  const keys = Object.keys(tree);
  if (!keys.every((k) => /^\d+$/.test(k))) return null;
  if (keys.length > MAX_LIST) return null;
  return keys.sort((a, b) => Number(a) - Number(b)).map((k) => tree[k]);
}

const commaList = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

// ---- filters ----

export const FILTER_OPERATORS = [
  '$eq',
  '$eqi',
  '$ne',
  '$nei',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$in',
  '$notIn',
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
  '$null',
  '$notNull',
  '$between',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
const OPERATOR_SET = new Set<string>(FILTER_OPERATORS);
const LIST_OPERATORS = new Set<string>(['$in', '$notIn', '$between']);

/** A negative operator on a to-many relation reads "none of the related entries" matches its positive. */
const POSITIVE_OF: Partial<Record<FilterOperator, FilterOperator>> = {
  $ne: '$eq',
  $nei: '$eqi',
  $notIn: '$in',
  $notContains: '$contains',
  $notContainsi: '$containsi',
};

export type Condition =
  | { kind: 'and' | 'or'; items: Condition[] }
  | { kind: 'not'; item: Condition }
  | { kind: 'attribute'; field: string; operator: FilterOperator; value: string | string[] | boolean }
  /** One level through a relation: true when the related entries satisfy `item` (see POSITIVE_OF). */
  | { kind: 'relation'; field: string; item: Condition };

const ALWAYS: Condition = { kind: 'and', items: [] };

function parseBoolean(value: QueryTree, path: string[]): boolean {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw invalidValue('filters', path, `Invalid value for ${path.at(-1)}: expected true or false`);
}

function operatorCondition(spec: CollectionSpec, field: string, operator: string, value: QueryTree, path: string[]): Condition {
  if (operator === '$not') return { kind: 'not', item: attributeCondition(spec, field, value, [...path, '$not']) };
  if (!OPERATOR_SET.has(operator)) throw invalidKey(operator, 'filters', path);
  const op = operator as FilterOperator;
  const here = [...path, op];
  if (op === '$null' || op === '$notNull') return { kind: 'attribute', field, operator: op, value: parseBoolean(value, here) };
  let parsed: string | string[];
  if (LIST_OPERATORS.has(op)) {
    const list = asList(value);
    if (!list || list.some((v) => typeof v !== 'string')) throw invalidValue('filters', here, `Invalid value for ${op}: expected a list of values`);
    parsed = list as string[];
    if (op === '$between' && parsed.length !== 2) throw invalidValue('filters', here, '$between expects exactly two values');
  } else {
    if (typeof value !== 'string') throw invalidValue('filters', here, `Invalid value for ${op}: expected a single value`);
    parsed = value;
  }
  if (field === 'id') {
    for (const v of [parsed].flat()) {
      if (!/^-?\d+$/.test(v.trim())) throw invalidValue('filters', here, `Invalid value for id: ${v}`);
    }
  }
  return { kind: 'attribute', field, operator: op, value: parsed };
}

/** `filters[title]=x`, `filters[title][$contains]=x`, `filters[title][$not][$eq]=x`, `filters[id][0]=1`. */
function attributeCondition(spec: CollectionSpec, field: string, value: QueryTree, path: string[]): Condition {
  if (typeof value === 'string') return operatorCondition(spec, field, '$eq', value, path);
  const list = asList(value);
  if (list && Object.keys(value).length > 0) return operatorCondition(spec, field, '$in', value, path);
  const items = Object.entries(value).map(([operator, v]) => operatorCondition(spec, field, operator, v, path));
  return items.length === 1 ? items[0] : { kind: 'and', items };
}

function groupItems(tree: QueryTree, path: string[]): QueryTree[] {
  if (typeof tree === 'string') throw invalidValue('filters', path, `Invalid value for ${path.at(-1)}: expected a list of filters`);
  return asList(tree) ?? [tree];
}

/** One filters object: its keys are ANDed. `relations` false inside a relation (one level only). */
export function parseFilters(spec: CollectionSpec, tree: QueryTree, path: string[] = [], relations = true): Condition {
  if (typeof tree === 'string') throw invalidValue('filters', path, 'Invalid filters parameter: expected an object');
  const scalars = new Set(scalarFieldNames(spec));
  const items: Condition[] = [];
  for (const [key, value] of Object.entries(tree)) {
    const here = [...path, key];
    if (key === '$and' || key === '$or') {
      const group = groupItems(value, here).map((item, i) => parseFilters(spec, item, [...here, String(i)], relations));
      items.push({ kind: key === '$and' ? 'and' : 'or', items: group });
    } else if (key === '$not') {
      items.push({ kind: 'not', item: parseFilters(spec, value, here, relations) });
    } else if (scalars.has(key)) {
      items.push(attributeCondition(spec, key, value, here));
    } else {
      const field = spec.fields[key];
      const target = field?.kind === 'relation' ? collectionSpec(field.target) : undefined;
      if (!relations || !target) throw invalidKey(key, 'filters', path);
      if (typeof value === 'string')
        throw invalidValue(
          'filters',
          here,
          `Filter on relation ${key} must name a field of ${field!.kind === 'relation' ? field!.target : ''}, e.g. filters[${key}][slug][$eq]`,
        );
      items.push({ kind: 'relation', field: key, item: parseFilters(target, value, here, false) });
    }
  }
  return items.length === 1 ? items[0] : { kind: 'and', items };
}

// ---- fields, populate, sort, pagination ----

export type SortItem = { field: string; order: 'asc' | 'desc' };

export interface PopulateSpec {
  /** Attributes to keep besides id and documentId; null: all. */
  fields: string[] | null;
  /** Relations only: which related entries and in what order. */
  filters: Condition;
  sort: SortItem[];
}

export type Pagination =
  { mode: 'page'; page: number; pageSize: number; withCount: boolean } | { mode: 'offset'; start: number; limit: number; withCount: boolean };

export interface ContentQuery {
  filters: Condition;
  sort: SortItem[];
  /** Attributes to keep besides id and documentId; null: all. */
  fields: string[] | null;
  /** The media, relation and component attributes to include, each with its own options. */
  populate: Map<string, PopulateSpec>;
  pagination: Pagination;
}

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** Attributes `fields` may name: the scalar ones and JSON, as Strapi (media, relations, components are populated). */
function selectableFields(spec: CollectionSpec): Set<string> {
  return new Set([
    ...scalarFieldNames(spec),
    ...Object.entries(spec.fields)
      .filter(([, f]) => f.kind === 'json')
      .map(([n]) => n),
  ]);
}

/** For a component, the item's own attributes; for a collection, its selectable ones. */
function parseFields(allowed: Set<string>, tree: QueryTree, path: string[], param = 'fields'): string[] | null {
  const list = asList(tree);
  if (!list || list.some((v) => typeof v !== 'string')) throw invalidValue(param, path, 'Invalid fields parameter. Expected a string or an array of strings');
  const names = (list as string[]).flatMap(commaList);
  if (names.includes('*')) return null;
  for (const name of names) if (!allowed.has(name)) throw invalidKey(name, param, path);
  return [...new Set(names)];
}

function parseSort(spec: CollectionSpec, tree: QueryTree, param: string, path: string[] = []): SortItem[] {
  const scalars = new Set(scalarFieldNames(spec));
  const list = asList(tree);
  const pairs: Array<[string, string]> = list
    ? list.flatMap((item, i) => {
        if (typeof item !== 'string') throw invalidValue(param, [...path, String(i)], 'Invalid sort parameter');
        return commaList(item).map((entry): [string, string] => {
          const [field, order = 'asc', ...extra] = entry.split(':');
          if (extra.length > 0) throw invalidValue(param, path, `Invalid sort parameter ${entry}`);
          return [field, order];
        });
      })
    : Object.entries(tree as Record<string, QueryTree>).map(([field, order]) => {
        if (typeof order !== 'string') throw invalidValue(param, [...path, field], 'Invalid sort parameter');
        return [field, order];
      });
  return pairs.map(([field, rawOrder]) => {
    if (!scalars.has(field)) throw invalidKey(field, param, path);
    const order = rawOrder.toLowerCase();
    if (order !== 'asc' && order !== 'desc') throw invalidValue(param, [...path, field], 'Invalid order. order can only be one of asc|desc|ASC|DESC');
    return { field, order };
  });
}

const ALL: PopulateSpec = { fields: null, filters: ALWAYS, sort: [] };

function populateTarget(spec: CollectionSpec, name: string, path: string[]) {
  const field = spec.fields[name];
  if (!field || !POPULATED_KINDS.has(field.kind)) throw invalidKey(name, 'populate', path);
  return field;
}

/** `populate[categories][fields][0]=title&populate[categories][sort]=title:asc` and the like. */
function parsePopulateOptions(spec: CollectionSpec, name: string, tree: QueryTree, path: string[]): PopulateSpec {
  const field = populateTarget(spec, name, path);
  const here = [...path, name];
  if (typeof tree === 'string') {
    if (tree === 'true' || tree === '*') return ALL;
    throw invalidValue('populate', here, `Invalid populate value for ${name}: expected true or an object`);
  }
  const options: PopulateSpec = { fields: null, filters: ALWAYS, sort: [] };
  const target = field.kind === 'relation' ? collectionSpec(field.target)! : undefined;
  for (const [key, value] of Object.entries(tree)) {
    if (key === 'fields') {
      const allowed =
        field.kind === 'components'
          ? new Set(Object.keys(field.item))
          : target
            ? selectableFields(target)
            : new Set([
                'url',
                'name',
                'alternativeText',
                'caption',
                'width',
                'height',
                'formats',
                'hash',
                'ext',
                'mime',
                'size',
                'previewUrl',
                'provider',
                'createdAt',
                'updatedAt',
                'publishedAt',
              ]);
      options.fields = parseFields(allowed, value, [...here, 'fields'], 'populate');
    } else if (key === 'populate') {
      // A media file or a category populates nothing further; components here hold no media.
      if (field.kind === 'components' && value !== '*') throw invalidKey(key, 'populate', here);
      if (target && value !== '*') throw invalidKey(typeof value === 'string' ? value : (Object.keys(value)[0] ?? key), 'populate', [...here, 'populate']);
    } else if (target && key === 'filters') {
      options.filters = parseFilters(target, value, [...here, 'filters'], false);
    } else if (target && key === 'sort') {
      options.sort = parseSort(target, value, 'populate', [...here, 'sort']);
    } else {
      throw invalidKey(key, 'populate', here);
    }
  }
  return options;
}

function parsePopulate(spec: CollectionSpec, tree: QueryTree): Map<string, PopulateSpec> {
  const populate = new Map<string, PopulateSpec>();
  const populatable = Object.entries(spec.fields)
    .filter(([, f]) => POPULATED_KINDS.has(f.kind))
    .map(([n]) => n);
  const list = asList(tree);
  if (list) {
    for (const item of list) {
      if (typeof item !== 'string') throw invalidValue('populate', [], 'Invalid populate parameter');
      for (const name of commaList(item)) {
        if (name === '*') populatable.forEach((n) => populate.set(n, ALL));
        else {
          // `slides.formats`: media come whole, so a deeper path only names its first attribute.
          const [first, ...deeper] = name.split('.');
          const field = populateTarget(spec, first, []);
          if (deeper.length > 0 && field.kind !== 'media' && field.kind !== 'media-list') throw invalidKey(deeper[0], 'populate', [first]);
          populate.set(first, ALL);
        }
      }
    }
    return populate;
  }
  for (const [name, value] of Object.entries(tree as Record<string, QueryTree>)) {
    if (value === 'false') {
      populateTarget(spec, name, []);
      continue;
    }
    populate.set(name, parsePopulateOptions(spec, name, value, []));
  }
  return populate;
}

function integer(value: QueryTree | undefined, label: string, min: number): number | undefined {
  if (value === undefined) return undefined;
  const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < min) throw invalidValue('pagination', [label], `Invalid '${label}' parameter. Expected an integer >= ${min}`);
  return n;
}

function parsePagination(tree: QueryTree | undefined): Pagination {
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

/** `status=published` is what the public sees anyway; drafts are never answered here. */
function checkStatus(value: QueryTree | undefined) {
  if (value === undefined || value === 'published') return;
  throw invalidValue('status', [], 'Only status=published is available on the public API');
}

/** A list call: GET /api/{collection}?filters…&fields…&populate…&sort…&pagination… */
export function parseContentQuery(spec: CollectionSpec, query: Record<string, string | undefined>): ContentQuery {
  const params = nestQuery(query);
  checkStatus(params.status);
  // locale and other parameters are accepted and ignored, as by a Strapi without i18n.
  const sort = params.sort === undefined ? [] : parseSort(spec, params.sort, 'sort');
  return {
    filters: params.filters === undefined ? ALWAYS : parseFilters(spec, params.filters, []),
    sort: sort.length > 0 ? sort : [spec.defaultSort],
    fields: params.fields === undefined ? null : parseFields(selectableFields(spec), params.fields, []),
    populate: params.populate === undefined ? new Map() : parsePopulate(spec, params.populate),
    pagination: parsePagination(params.pagination),
  };
}

/** A findOne call: GET /api/{collection}/{documentId}?fields…&populate… (filters, sort and pagination do not apply). */
export function parseEntryQuery(spec: CollectionSpec, query: Record<string, string | undefined>): Pick<ContentQuery, 'fields' | 'populate'> {
  const params = nestQuery(query);
  checkStatus(params.status);
  return {
    fields: params.fields === undefined ? null : parseFields(selectableFields(spec), params.fields, []),
    populate: params.populate === undefined ? new Map() : parsePopulate(spec, params.populate),
  };
}

// ---- applying a query to records in memory ----

export type ContentRecord = Record<string, unknown>;

const lower = (v: string) => v.toLowerCase();

function comparable(record: unknown, value: string): [string | number, string | number] {
  return typeof record === 'number' ? [record, Number(value)] : [String(record), value];
}

function test(recordValue: unknown, operator: FilterOperator, value: string | string[] | boolean): boolean {
  const isNull = recordValue === null || recordValue === undefined;
  if (operator === '$null') return isNull === value;
  if (operator === '$notNull') return isNull !== value;
  if (operator in POSITIVE_OF) return !test(recordValue, POSITIVE_OF[operator]!, value);
  if (isNull) return false;
  const text = String(recordValue);
  switch (operator) {
    case '$in':
      return (value as string[]).some((v) => test(recordValue, '$eq', v));
    case '$between': {
      const [low, high] = value as string[];
      return test(recordValue, '$gte', low) && test(recordValue, '$lte', high);
    }
    case '$eqi':
      return lower(text) === lower(value as string);
    case '$containsi':
      return lower(text).includes(lower(value as string));
    case '$contains':
      return text.includes(value as string);
    case '$startsWith':
      return text.startsWith(value as string);
    case '$startsWithi':
      return lower(text).startsWith(lower(value as string));
    case '$endsWith':
      return text.endsWith(value as string);
    case '$endsWithi':
      return lower(text).endsWith(lower(value as string));
    default: {
      const [a, b] = comparable(recordValue, value as string);
      if (operator === '$eq') return a === b;
      if (operator === '$lt') return a < b;
      if (operator === '$lte') return a <= b;
      if (operator === '$gt') return a > b;
      return a >= b;
    }
  }
}

export function matches(record: ContentRecord, condition: Condition): boolean {
  switch (condition.kind) {
    case 'and':
      return condition.items.every((c) => matches(record, c));
    case 'or':
      return condition.items.some((c) => matches(record, c));
    case 'not':
      return !matches(record, condition.item);
    case 'attribute':
      return test(record[condition.field], condition.operator, condition.value);
    case 'relation': {
      const related = (record[condition.field] as ContentRecord[] | null | undefined) ?? [];
      const { item } = condition;
      if (item.kind === 'attribute') {
        // filters[categories][slug][$ne]=x: no category is x. filters[categories][id][$null]=true: no category at all.
        const positive = POSITIVE_OF[item.operator];
        if (positive) return !related.some((r) => test(r[item.field], positive, item.value));
        if (item.operator === '$null' || item.operator === '$notNull') {
          const wantsNull = (item.operator === '$null') === item.value;
          return wantsNull ? !related.some((r) => r[item.field] != null) : related.some((r) => r[item.field] != null);
        }
      }
      return related.some((r) => matches(r, item));
    }
  }
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'uk');
}

/** Sorts in place; nulls last whichever the direction. */
export function sortRecords<T extends ContentRecord>(records: T[], sort: SortItem[]): T[] {
  return records.sort((a, b) => {
    for (const { field, order } of sort) {
      const x = a[field] ?? null;
      const y = b[field] ?? null;
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
        continue;
      }
      const d = compare(x, y);
      if (d !== 0) return order === 'asc' ? d : -d;
    }
    return 0;
  });
}

export interface QueryResult<T> {
  data: T[];
  pagination: StrapiPagination;
}

export function applyContentQuery<T extends ContentRecord>(records: T[], query: Pick<ContentQuery, 'filters' | 'sort' | 'pagination'>): QueryResult<T> {
  const filtered = sortRecords(
    records.filter((r) => matches(r, query.filters)),
    query.sort,
  );
  const { skip, take } = pageWindow(query.pagination);
  return { data: filtered.slice(skip, skip + take), pagination: paginationMeta(query.pagination, filtered.length) };
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

/**
 * The `$eq` on id, documentId or slug that every match must satisfy (a top-level
 * conjunct), so the store can be read by key instead of the whole collection.
 */
export function keyConjunct(condition: Condition): { field: 'id' | 'documentId' | 'slug'; value: string } | null {
  const conjuncts = condition.kind === 'and' ? condition.items : [condition];
  for (const c of conjuncts) {
    if (c.kind === 'attribute' && c.operator === '$eq' && typeof c.value === 'string' && (c.field === 'id' || c.field === 'documentId' || c.field === 'slug')) {
      return { field: c.field, value: c.value };
    }
    if (c.kind === 'and') {
      const inner = keyConjunct(c);
      if (inner) return inner;
    }
  }
  return null;
}

/** Whether a condition looks through a relation (then the related collection must be read to test it). */
export function usesRelations(condition: Condition): boolean {
  switch (condition.kind) {
    case 'and':
    case 'or':
      return condition.items.some(usesRelations);
    case 'not':
      return usesRelations(condition.item);
    case 'relation':
      return true;
    default:
      return false;
  }
}
