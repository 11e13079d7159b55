/**
 * The API contract at the type level: every route's key (`'GET /api/appeals/{id}'`),
 * its path parameters and its answer. Clients build their calls from these, so a
 * route whose path, parameters or answer change breaks their build instead of
 * drifting. Types and one small function: nothing of the route table is bundled.
 */
import type { ApiAnswers } from './answers';
import type { ApiBody } from './bodies';
import type { Binary, MediaTypeOf } from './binary';
import type { RouteKey } from './route-key';

export type { RouteKey };

type PathOf<K extends string> = K extends `${string} ${infer P}` ? P : never;
type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | ParamNames<Rest> : never;

/** The path parameters a route needs, by the names its path gives them. */
export type PathParams<K extends RouteKey> = Record<ParamNames<PathOf<K>>, string | number>;

/** What a route answers: its JSON body, or `Binary<media type>` for bytes. */
export type ApiAnswer<K extends RouteKey> = K extends keyof ApiAnswers ? ApiAnswers[K] : never;

/**
 * Every route has its answer in ApiAnswers: a route added without one fails
 * `npm run typecheck` here, the error naming it ("Type '"GET /api/…"' does not
 * satisfy the constraint 'never'").
 */
export type EveryRouteAnswered = NoneLeft<Exclude<RouteKey, keyof ApiAnswers>>;
type NoneLeft<Missing extends never> = Missing;

/** The path templates of the routes that take one method, e.g. `'/api/appeals/{id}'` for 'PUT'. */
export type RoutePath<M extends string> = RouteKey extends infer K ? (K extends `${M} ${infer P}` ? P : never) : never;

/** What the route `M P` answers; `never` for a method the path does not take. */
export type AnswerOf<M extends string, P extends string> = `${M} ${P}` extends infer K extends RouteKey ? ApiAnswer<K> : never;

/** The path templates of the GET routes whose answer is bytes, not JSON (a workbook, plain text, a page). */
export type BinaryRoutePath = { [K in RouteKey]: K extends `GET ${infer P}` ? (ApiAnswer<K> extends Binary<string> ? P : never) : never }[RouteKey];

/** The media type a binary route's answer names, e.g. the workbook's for an export. */
export type BinaryMediaType<P extends BinaryRoutePath> = MediaTypeOf<AnswerOf<'GET', P>>;

/** What the route `M P` takes as its body: its schema's input (bodies.ts); `undefined` for one that reads none. */
export type BodyOf<M extends string, P extends string> = `${M} ${P}` extends infer K extends RouteKey ? ApiBody<K> : never;

declare const routeTemplate: unique symbol;

/**
 * A concrete API path that remembers its route's path template: a client reads the
 * answer type from it (`AnswerOf<'GET', P>`), so no caller names one of its own.
 * At run time it is the plain string.
 */
export type ApiPath<P extends string = string> = string & { readonly [routeTemplate]: P };

/**
 * The concrete path of a route: `apiPath('GET /api/appeals/{id}', { id: 7 })` is
 * `/api/appeals/7`. Every parameter is URL-encoded.
 */
export function apiPath<K extends RouteKey>(key: K, ...params: ParamNames<PathOf<K>> extends never ? [] : [PathParams<K>]): ApiPath<PathOf<K>> {
  const values = (params[0] ?? {}) as Record<string, string | number>;
  return key.slice(key.indexOf(' ') + 1).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name]))) as ApiPath<PathOf<K>>;
}

/** The same route's path with a query string (omitted when empty); it keeps the route it names. */
export function withQuery<P extends string>(path: ApiPath<P>, query: URLSearchParams | string): ApiPath<P> {
  const text = query.toString();
  return (text ? `${path}?${text}` : path) as ApiPath<P>;
}
