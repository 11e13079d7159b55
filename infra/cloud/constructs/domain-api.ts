import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type { Domain } from '../../routes';

/** What the REST and the WebSocket API both take: their routes, each domain's function and their stage. */
export interface DomainApiProps<Route> {
  routes: readonly Route[];
  /** The function answering each domain's routes. */
  functions: ReadonlyMap<Domain, lambda.IFunction>;
  logRetention: logs.RetentionDays;
  stageName: string;
  /** Stage-wide throttle (requests per second, burst). */
  throttle: { rateLimit: number; burstLimit: number };
}

/** The function of `domain`; a route of a domain without one fails the synth, naming the route. */
export function domainFunction(functions: DomainApiProps<unknown>['functions'], domain: Domain, route: string): lambda.IFunction {
  const fn = functions.get(domain);
  if (!fn) throw new Error(`No function for domain '${domain}' (${route})`);
  return fn;
}
