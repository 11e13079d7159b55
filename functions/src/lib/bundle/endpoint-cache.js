/**
 * Stands in for `@aws-sdk/endpoint-cache` in the Lambda bundles only (an esbuild
 * alias, infra/cloud/config/bundling.ts). The DynamoDB client builds this cache for
 * endpoint discovery, which is off unless configured (we never turn it on), so it
 * is never filled; the package would bring an LRU library (7 KB a function) for it.
 * Same methods, over a Map.
 */
export class EndpointCache {
  cache = new Map();

  getEndpoint(key) {
    const endpoints = this.get(key);
    return endpoints?.length ? endpoints[Math.floor(Math.random() * endpoints.length)].Address : undefined;
  }

  get(key) {
    const now = Date.now();
    const live = (this.cache.get(key) ?? []).filter((endpoint) => now < endpoint.Expires);
    if (live.length === 0) {
      this.cache.delete(key);
      return undefined;
    }
    return live;
  }

  set(key, endpoints) {
    const now = Date.now();
    this.cache.set(
      key,
      endpoints.map(({ Address, CachePeriodInMinutes }) => ({ Address, Expires: now + CachePeriodInMinutes * 60 * 1000 })),
    );
  }

  delete(key) {
    this.cache.delete(key);
  }

  has(key) {
    return (this.cache.get(key)?.length ?? 0) > 0;
  }

  clear() {
    this.cache.clear();
  }
}
