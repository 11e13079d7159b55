import type { StrapiPagination } from '@dosyt/core/api/content-answers';
import type { CollectionSpec } from './collections';
import { parseFields, parsePopulate, parseSort, selectableFields, sortRecords, type PopulateSpec, type SortItem } from './query/fields-sort';
import { ALWAYS, matches, parseFilters, type Condition, type ContentRecord } from './query/filters';
import { pageWindow, paginationMeta, parsePagination, type Pagination } from './query/paging';
import { invalidValue, nestQuery, type QueryTree } from './query/query-tree';

/**
 * The query language of Strapi 5's REST API (filters with every documented
 * operator, fields, populate, sort, pagination), read from the flat query-string
 * keys that API Gateway hands over and applied to records in memory. Each part
 * lives in `query/`: the key tree, filters, fields/sort/populate, paging.
 */

export interface ContentQuery {
  filters: Condition;
  sort: SortItem[];
  /** Attributes to keep besides id and documentId; null: all. */
  fields: string[] | null;
  /** The media, relation and component attributes to include, each with its own options. */
  populate: Map<string, PopulateSpec>;
  pagination: Pagination;
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

export interface QueryResult<T> {
  data: T[];
  pagination: StrapiPagination;
}

/** Filters, sorts and pages records in memory, with the answer's `meta.pagination`. */
export function applyContentQuery<T extends ContentRecord>(records: T[], query: Pick<ContentQuery, 'filters' | 'sort' | 'pagination'>): QueryResult<T> {
  const filtered = sortRecords(
    records.filter((r) => matches(r, query.filters)),
    query.sort,
  );
  const { skip, take } = pageWindow(query.pagination);
  return { data: filtered.slice(skip, skip + take), pagination: paginationMeta(query.pagination, filtered.length) };
}
