import type { Domain, HttpMethod, HttpRoute } from '../../routes';

/**
 * Turns the route table's paths into API Gateway resources and methods.
 *
 * API Gateway path parts must be whole `{param}` segments, and a resource has
 * at most one variable child. So a segment with a variable inside it (such as
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

  for (const route of routes) ends.push({ route, trail: place(root, segmentsOf(route.path)) });

  // API Gateway takes a literal child over the variable one and never falls back to it:
  // a request whose segment equals a literal sibling (GET /api/admin/content/posts beside
  // /api/admin/content/{collection}) must find the variable route's method on the
  // literal resource too, or API Gateway answers 403 before any function runs.
  const shadowed: Array<{ route: HttpRoute; trail: PathNode[] }> = [];
  for (const { route } of ends) {
    for (const trail of literalTrails(root, segmentsOf(route.path))) shadowed.push({ route, trail });
  }

  const methods = new Map<string, ApiGatewayMethod>();
  for (const { route, trail } of shadowed) {
    const resourcePath = renderPath(root, trail);
    const key = `${route.method} ${resourcePath}`;
    // Only where the literal path has no such method of its own; the domain's function matches the path itself.
    if (!ends.some((e) => e.route.method === route.method && renderPath(root, e.trail) === resourcePath)) {
      const existing = methods.get(key);
      if (!existing) methods.set(key, { resourcePath, method: route.method, domain: route.domain, routes: [route] });
      else if (existing.domain === route.domain) existing.routes.push(route);
    }
  }
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

/** Adds a route's segments under `from` (creating nodes), and answers the nodes it passes. */
function place(from: PathNode, segments: readonly string[]): PathNode[] {
  let node = from;
  const trail: PathNode[] = [];
  for (const segment of segments) {
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
  return trail;
}

/**
 * The trails of a route's path through literal siblings of its variable segments: each
 * way a request for the route can be taken by a literal resource API Gateway prefers.
 */
function literalTrails(root: PathNode, segments: readonly string[]): PathNode[][] {
  const found: PathNode[][] = [];
  const walk = (node: PathNode, i: number, trail: PathNode[]): void => {
    if (i === segments.length) return;
    const segment = segments[i];
    if (variableNames(segment).length === 0) {
      const child = node.literals.get(segment);
      if (child) walk(child, i + 1, [...trail, child]);
      return;
    }
    // A whole-segment variable that names something (a collection), not an id, may take
    // a literal sibling's name: where the rest of the route's path exists below that
    // literal, API Gateway goes there. Ids are numbers, never a sibling's word.
    if (/^\{\w+\}$/.test(segment) && !/id$/i.test(variableNames(segment)[0])) {
      for (const child of node.literals.values()) {
        const rest = existingTrail(child, segments.slice(i + 1));
        if (rest) found.push([...trail, child, ...rest]);
      }
    }
    if (node.variable) walk(node.variable.node, i + 1, [...trail, node.variable.node]);
  };
  walk(root, 0, []);
  return found;
}

/** The nodes a path passes below `from`, taking literals first as API Gateway does; undefined where none exists. */
function existingTrail(from: PathNode, segments: readonly string[]): PathNode[] | undefined {
  const trail: PathNode[] = [];
  let node = from;
  for (const segment of segments) {
    const next = variableNames(segment).length === 0 ? node.literals.get(segment) : node.variable?.node;
    if (!next) return undefined;
    trail.push((node = next));
  }
  return trail;
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

/** The greedy path part of a folded subtree: API Gateway hands the whole rest of the path to the method. */
export const PROXY_PART = '{proxy+}';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const resourceCount = (methods: readonly ApiGatewayMethod[], depth: number) =>
  new Set(
    methods.flatMap((m) =>
      segmentsOf(m.resourcePath)
        .slice(depth)
        .map((_, i, rest) => rest.slice(0, i + 1).join('/')),
    ),
  ).size;

/**
 * The methods of `apiGatewayMethods`, with every subtree whose routes all belong to one
 * domain folded into `<prefix>/{proxy+}`, one method per HTTP method used beneath
 * (CloudFormation allows 500 resources a stack; one resource and method per path
 * segment and route took 274 of them). The domain's Lambda matches the real path
 * against the route table itself, so nothing is lost: an unknown path under a folded
 * prefix gets its 404 from the function, an unknown HTTP method its 403 from API
 * Gateway, as an unknown prefix does. Kept as methods of their own:
 * - the routes at the prefix itself ({proxy+} matches at least one more segment);
 * - a route with a throttle of its own (per-method throttles need its exact path,
 *   e.g. POST /api/appeals, the public form), when its path below the prefix has no
 *   variable (API Gateway allows one variable child a resource, and {proxy+} is one).
 * A folded method is throttled by the stage's per-method limit like any other, so the
 * routes it folds share that budget. Prefixes directly under the root of /api are
 * folded only below their first segment (/api/<name>/...).
 */
export function foldedApiGatewayMethods(routes: readonly HttpRoute[], minDepth = 2): ApiGatewayMethod[] {
  return fold(apiGatewayMethods(routes), [], minDepth);
}

function fold(methods: readonly ApiGatewayMethod[], prefix: string[], minDepth: number): ApiGatewayMethod[] {
  const depth = prefix.length;
  const at = methods.filter((m) => segmentsOf(m.resourcePath).length === depth);
  const below = methods.filter((m) => segmentsOf(m.resourcePath).length > depth);
  if (below.length === 0) return at;

  if (depth >= minDepth) {
    const literalBelow = (m: ApiGatewayMethod) =>
      segmentsOf(m.resourcePath)
        .slice(depth)
        .every((s) => !s.includes('{'));
    const own = below.filter((m) => m.throttle && literalBelow(m));
    const rest = below.filter((m) => !own.includes(m));
    const domains = new Set(rest.map((m) => m.domain));
    const verbs = [...new Set(rest.map((m) => m.method))];
    const folded = rest.length > 0 && domains.size === 1;
    // Fold only where it saves resources and methods.
    if (folded && 1 + verbs.length < resourceCount(rest, depth) + rest.length) {
      const proxyPath = `/${[...prefix, PROXY_PART].join('/')}`;
      const proxies = verbs.map<ApiGatewayMethod>((method) => ({
        resourcePath: proxyPath,
        method,
        domain: rest[0].domain,
        routes: rest.filter((m) => m.method === method).flatMap((m) => m.routes),
      }));
      return [...at, ...own, ...proxies];
    }
  }

  const children = new Map<string, ApiGatewayMethod[]>();
  for (const m of below) {
    const next = segmentsOf(m.resourcePath)[depth];
    children.set(next, [...(children.get(next) ?? []), m]);
  }
  return [...at, ...[...children].flatMap(([segment, group]) => fold(group, [...prefix, segment], minDepth))];
}
