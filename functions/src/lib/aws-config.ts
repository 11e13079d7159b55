import { env } from './env';

/** Endpoints of the local emulators accept any credentials; these say so in their logs. */
export function localCredentials() {
  return { accessKeyId: 'local', secretAccessKey: 'local' };
}

/**
 * Region, and an endpoint with local credentials when one is given. Apart from
 * aws.ts so that a function using another client does not bundle DynamoDB's.
 */
export function awsClientConfig(endpoint?: string) {
  const { AWS_REGION } = env();
  return { region: AWS_REGION, ...(endpoint ? { endpoint, credentials: localCredentials() } : {}) };
}
