import type { Domain, HttpMethod, HttpRoute } from '../../routes';

/**
 * Turns the route table's paths into API Gateway resources and methods.
 *
 * API Gateway path parts must be whole `{param}` segments, and a resource has
 * at most one variable child. So a segment with a variable inside it (the spec's
 * `pages={page}`) maps to its parent's variable child, and sibling variables are
 * unified under one name per parent (a whole `{name}` wins over a partial one,
 * then the first in the table). The domain Lambda re-matches the real path
 * against the route table itself, so these names never reach a handler.
 */
export interface ApiGatewayMethod {
  /** API Gateway resource path, e.g. `/api/appeals/{id}`. */
  resourcePath: string;
  method: HttpMethod;
  domain: Domain;
  /** The route table entries this method answers (several when paths fold together). */
  routes: HttpRoute[];
  /** The strictest throttle of those routes, if any has one. */
  throttle?: { rateLimit: number; burstLimit: number };
}

interface PathNode {
  literals: Map<string, PathNode>;
  variable?: { name: string; fromWholeSegment: boolean; node: PathNode };
}

const newNode = (): PathNode => ({ literals: new Map() });

function variableNames(segment: string): string[] {
  return [...segment.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

export function apiGatewayMethods(routes: readonly HttpRoute[]): ApiGatewayMethod[] {
  const root = newNode();
  // Where each route ends in the tree; paths are rendered once every name is settled.
  const ends: Array<{ route: HttpRoute; trail: PathNode[] }> = [];

  for (const route of routes) {
    let node = root;
    const trail: PathNode[] = [];
    for (const segment of route.path.split('/').filter(Boolean)) {
      const names = variableNames(segment);
      if (names.length === 0) {
        let child = node.literals.get(segment);
        if (!child) node.literals.set(segment, (child = newNode()));
        node = child;
      } else {
        const whole = /^\{\w+\}$/.test(segment);
        if (!node.variable) {
          node.variable = { name: names[0], fromWholeSegment: whole, node: newNode() };
        } else if (whole && !node.variable.fromWholeSegment) {
          node.variable = { ...node.variable, name: names[0], fromWholeSegment: true };
        }
        node = node.variable.node;
      }
      trail.push(node);
    }
    ends.push({ route, trail });
  }

  const methods = new Map<string, ApiGatewayMethod>();
  for (const { route, trail } of ends) {
    const resourcePath = renderPath(root, trail);
    const key = `${route.method} ${resourcePath}`;
    const existing = methods.get(key);
    if (!existing) {
      methods.set(key, {
        resourcePath,
        method: route.method,
        domain: route.domain,
        routes: [route],
        ...(route.throttle ? { throttle: { ...route.throttle } } : {}),
      });
      continue;
    }
    if (existing.domain !== route.domain) {
      throw new Error(
        `Routes '${existing.routes[0].method} ${existing.routes[0].path}' (${existing.domain}) and ` +
          `'${route.method} ${route.path}' (${route.domain}) fold into the same API Gateway method ` +
          `${key}, but one method can call only one function. Give one of them a distinct path.`,
      );
    }
    existing.routes.push(route);
    if (route.throttle) {
      existing.throttle = existing.throttle
        ? {
            rateLimit: Math.min(existing.throttle.rateLimit, route.throttle.rateLimit),
            burstLimit: Math.min(existing.throttle.burstLimit, route.throttle.burstLimit),
          }
        : { ...route.throttle };
    }
  }
  return [...methods.values()];
}

function renderPath(root: PathNode, trail: PathNode[]): string {
  const parts: string[] = [];
  const used = new Set<string>();
  let parent = root;
  for (const node of trail) {
    const literal = [...parent.literals].find(([, child]) => child === node);
    if (literal) {
      parts.push(literal[0]);
    } else {
      // API Gateway refuses a path that repeats a parameter name.
      let name = parent.variable!.name;
      for (let i = 2; used.has(name); i++) name = `${parent.variable!.name}${i}`;
      used.add(name);
      parts.push(`{${name}}`);
    }
    parent = node;
  }
  return `/${parts.join('/')}`;
}
