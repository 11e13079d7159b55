/** Matching a request to a route: used by the local gateway and by each domain handler. */
import type { HttpRoute } from './types';

export type CompiledRoute = HttpRoute & {
  regex: RegExp;
  params: string[];
  /** Higher is more specific: literal segments beat partial ones beat variables. */
  rank: number[];
};

export function compileRoute(route: HttpRoute): CompiledRoute {
  const params: string[] = [];
  const rank: number[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const names = [...segment.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      params.push(...names);
      rank.push(names.length === 0 ? 2 : segment.startsWith('{') && segment.endsWith('}') ? 0 : 1);
      return segment
        .split(/\{\w+\}/)
        .map((literal) => literal.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join('([^/]+)');
    })
    .join('/');
  return { ...route, regex: new RegExp(`^${source}/?$`), params, rank };
}

function compareRank(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (b[i] ?? -1) - (a[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

export function compileRoutes(routes: readonly HttpRoute[]): CompiledRoute[] {
  return routes.map(compileRoute).sort((a, b) => compareRank(a.rank, b.rank));
}

export interface RouteMatch {
  route: CompiledRoute;
  pathParameters: Record<string, string>;
}

export function matchRoute(compiled: readonly CompiledRoute[], method: string, path: string): RouteMatch | 'method-not-allowed' | undefined {
  let pathMatched = false;
  for (const route of compiled) {
    const m = route.regex.exec(path);
    if (!m) continue;
    pathMatched = true;
    if (route.method !== method) continue;
    const pathParameters: Record<string, string> = {};
    try {
      route.params.forEach((name, i) => {
        pathParameters[name] = decodeURIComponent(m[i + 1]);
      });
    } catch {
      // Broken percent-encoding names no resource.
      return undefined;
    }
    return { route, pathParameters };
  }
  return pathMatched ? 'method-not-allowed' : undefined;
}
