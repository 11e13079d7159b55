import { env, resetEnvCache } from './env';
import { logger } from './logger';

/** The AWS Parameters and Secrets Lambda Extension's default port. */
const EXTENSION_PORT = 2773;
const EXTENSION_TIMEOUT_MS = 3000;

let loaded: Promise<void> | undefined;

/**
 * Reads the site's address from the SSM parameter SITE_URL_PARAMETER, through the
 * Parameters and Secrets Lambda Extension, into PUBLIC_URL.
 *
 * A stage without a domain of its own learns its address only when CloudFront
 * has made one, after the functions are deployed: the web stack writes it to
 * that parameter. Locally (and on a stage with a domain) PUBLIC_URL is set
 * directly and SITE_URL_PARAMETER is not.
 */
export function loadSiteUrl(): Promise<void> {
  const name = env().SITE_URL_PARAMETER;
  if (!name) return Promise.resolve();
  loaded ??= readParameter(name)
    .then((value) => {
      if (!/^https:\/\/[^/]+$/.test(value)) throw new Error('site url: the parameter is not an https origin');
      process.env.PUBLIC_URL = value;
      resetEnvCache();
    })
    .catch((error: unknown) => {
      // Not there yet (the web stack deploys after the API) or an outage: try again on the next call.
      loaded = undefined;
      throw error;
    });
  return loaded;
}

async function readParameter(name: string): Promise<string> {
  // Both set by Lambda (and the layer's own settings), not by this project's configuration.
  const port = Number(process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT) || EXTENSION_PORT;
  const res = await fetch(`http://localhost:${port}/systemsmanager/parameters/get?name=${encodeURIComponent(name)}`, {
    headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '' },
    signal: AbortSignal.timeout(EXTENSION_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`site url: the parameters extension answered ${res.status}`);
  const body = (await res.json()) as { Parameter?: { Value?: string } };
  const value = body.Parameter?.Value;
  if (!value) throw new Error('site url: the parameter has no value');
  return value;
}

/**
 * Runs `handler` once the site's address is known. Without it the call still
 * runs (sign-in, lists and the form need no address); only mail links would
 * point at the fallback, so the failure is logged and the next call tries again.
 */
export function withSiteUrl<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => Promise<Awaited<R>> {
  return async (...args): Promise<Awaited<R>> => {
    try {
      await loadSiteUrl();
    } catch (error) {
      logger.warn('site url not loaded', { errorMessage: (error as Error).message });
    }
    return await handler(...args);
  };
}

/** Tests: forget the loaded address. */
export function resetSiteUrl(): void {
  loaded = undefined;
}
