/**
 * Stands in for `@aws-sdk/credential-provider-node` in the Lambda bundles only
 * (an esbuild alias, infra/cloud/config/bundling.ts). Lambda hands every function
 * its role's credentials in environment variables, the first link of the SDK's
 * default chain; the rest of the chain (SSO, profiles, web identity, IMDS and
 * the STS client they need) is about 100 KB a bundle that never runs there.
 * Locally and in tests the real chain is used.
 */
export const defaultProvider = () => async () => {
  const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN, AWS_CREDENTIAL_EXPIRATION } = process.env;
  if (!AWS_ACCESS_KEY_ID || !AWS_SECRET_ACCESS_KEY) {
    throw Object.assign(new Error('No AWS credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY)'), {
      name: 'CredentialsProviderError',
    });
  }
  return {
    accessKeyId: AWS_ACCESS_KEY_ID,
    secretAccessKey: AWS_SECRET_ACCESS_KEY,
    ...(AWS_SESSION_TOKEN ? { sessionToken: AWS_SESSION_TOKEN } : {}),
    ...(AWS_CREDENTIAL_EXPIRATION ? { expiration: new Date(AWS_CREDENTIAL_EXPIRATION) } : {}),
  };
};
