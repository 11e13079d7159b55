/**
 * What the routes take as their query string, by route key. A route that reads query
 * parameters names their schema beside its path (`query` in core/src/api/<domain>.ts),
 * and the functions' pipeline parses the query string with it and nothing else: strings
 * in, typed values out, a bad parameter a 400 like a bad body. A route that names none
 * reads none: its use-case's `request.query` is `undefined`.
 */
import type { RouteKey, RouteOf } from './route-key';
import type { QuerySchema } from './types';
import type * as z from '../validation/zod';

/** What the use-case receives as `request.query`: the query as its schema gives it, `undefined` for a route that declares none. */
export type QueryInput<Q extends QuerySchema | undefined> = Q extends z.ZodMiniType ? z.output<Q> : undefined;

/** What a client sends in the query string of the route `K`: its schema's input, `undefined` where the route reads none. */
export type ApiQuery<K extends RouteKey> = RouteOf<K> extends { query: infer Q extends z.ZodMiniType } ? z.input<Q> : undefined;

/** What the use-case of the route `K` reads as `request.query`: its schema's output, `undefined` where the route reads none. */
export type RouteQuery<K extends RouteKey> = RouteOf<K> extends { query: infer Q extends z.ZodMiniType } ? z.output<Q> : undefined;
