import type { Handler } from 'aws-lambda';
import type { Domain } from '../routes';

/**
 * Loads a domain's Lambda entry in-process, once, exactly as the cloud bundles it
 * (functions/src/<domain>/handler.ts exporting `handler`).
 */
const cache = new Map<string, Promise<Handler>>();

export function loadDomain(domain: Domain, exportName = 'handler'): Promise<Handler> {
  const key = `${domain}:${exportName}`;
  let loading = cache.get(key);
  if (!loading) {
    loading = import(`../../functions/src/${domain}/handler.ts`).then((mod: Record<string, Handler>) => {
      const fn = mod[exportName];
      if (typeof fn !== 'function') throw new Error(`functions/src/${domain}/handler.ts has no export ${exportName}`);
      return fn;
    });
    cache.set(key, loading);
  }
  return loading;
}
