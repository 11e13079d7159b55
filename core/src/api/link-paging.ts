/**
 * The routes that answer a list a page at a time: the body is the page's rows, a JSON
 * array, and the next page, if any, is named the standard way (RFC 8288) by the response header
 *   Link: </api/appeals/urgent?cursor=…&limit=10>; rel="next"
 * a path of the same route with the next page's `cursor` (and the request's `limit`, if
 * given); the last page has no such link. `?limit=` asks fewer rows than NOTICE_PAGE_SIZE.
 */
import type { ApiAnswer } from './contract';

export type LinkPagedRoute =
  | 'POST /api/appeals/urgent'
  | 'POST /api/appeals/expired'
  | 'GET /api/appeals/unassigned'
  | 'GET /api/appeals/high-risk'
  | 'GET /api/appeal-history/urgent/{userId}'
  | 'GET /api/appeal-history/expired/{userId}'
  | 'GET /api/appeal-history/new-messages';

/** The path templates of the Link-paged routes that take method `M`. */
export type LinkPagedPath<M extends string> = LinkPagedRoute extends infer K ? (K extends `${M} ${infer P}` ? P : never) : never;

/** A Link-paged route's row, e.g. AppealNotice for 'POST /api/appeals/urgent'. */
export type LinkPagedRow<K extends LinkPagedRoute> = ApiAnswer<K> extends Array<infer Row> ? Row : never;

/** Every Link-paged route is a route of the contract answering an array: anything else fails typecheck here. */
export type LinkPagedRoutesAnswerLists = AllLists<{ [K in LinkPagedRoute]: ApiAnswer<K> }>;
type AllLists<A extends Record<LinkPagedRoute, unknown[]>> = A;
