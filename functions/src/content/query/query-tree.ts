import { ValidationError } from '@dosyt/core/errors';

/**
 * The query string as a tree, as qs would parse it: API Gateway hands over flat
 * keys (`filters[$or][0][slug][$eq]` is one key). Mistakes answer 400 as Strapi
 * does: `Invalid key <key>` with where it was found.
 */

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

export function invalidValue(param: string, path: string[], message: string): ValidationError {
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
export function asList(tree: QueryTree): QueryTree[] | null {
  if (typeof tree === 'string') return [tree];
  const keys = Object.keys(tree);
  if (!keys.every((k) => /^\d+$/.test(k))) return null;
  if (keys.length > MAX_LIST) return null;
  return keys.sort((a, b) => Number(a) - Number(b)).map((k) => tree[k]);
}

export const commaList = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** `true`/`1` or `false`/`0`; anything else is a 400 naming where it was found. */
export function parseBoolean(value: QueryTree, path: string[]): boolean {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw invalidValue('filters', path, `Invalid value for ${path.at(-1)}: expected true or false`);
}
