import * as z from '@dosyt/core/validation/zod';

/** Configuration, parsed once on first use and failing fast with every problem listed. */
const envSchema = z.object({
  STAGE: z._default(z.enum(['local', 'test', 'cloud']), 'local'),
  TABLE_NAME: z.string().check(z.minLength(3)),
  AWS_REGION: z._default(z.string(), 'eu-central-1'),
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  SES_ENDPOINT: z.optional(z.url()),
  MAIL_FROM: z._default(z.email(), 'noreply@dosyt.org.ua'),
  PUBLIC_URL: z._default(z.url(), 'http://localhost:3000'),
  /** Cloud, stage without a domain: the SSM parameter holding the CloudFront address (lib/site-url.ts). */
  SITE_URL_PARAMETER: z.optional(z.string()),
  /** Cloud: the id of the API key CloudFront sends; a request without it did not come through the edge (lib/edge-origin.ts). */
  EDGE_API_KEY_ID: z.optional(z.string()),
  JWT_ISSUER: z._default(z.string(), 'https://dosyt.local'),
  JWT_AUDIENCE: z._default(z.string(), 'dosyt-admin'),
  /** Local and tests: the ES256 private key as a JWK JSON string. */
  JWT_PRIVATE_JWK: z.optional(z.string()),
  /** Cloud, auth only: Secrets Manager secret holding that JWK. */
  JWT_SECRET_ID: z.optional(z.string()),
  /** Cloud: the public half (JSON JWK with kid), for the functions that only verify tokens. */
  JWT_PUBLIC_JWK: z.optional(z.string()),
  /** Local and tests: the key material that encrypts TOTP secrets (at least 32 characters); the runtime keeps it in .data/two-factor.key. */
  TWO_FACTOR_KEY: z.optional(z.string()),
  /** Cloud, auth and users only: the Secrets Manager secret holding that key material (read like the signing key). */
  TWO_FACTOR_SECRET_ID: z.optional(z.string()),
  /** Local: '1' makes admins sign in with a second factor, as they always must in the cloud (the seeded demo accounts excepted). */
  REQUIRE_ADMIN_2FA: z.optional(z.enum(['0', '1'])),
  ACCESS_TOKEN_MINUTES: z._default(z.coerce.number().check(z.int(), z.positive()), 15),
  REFRESH_TOKEN_DAYS: z._default(z.coerce.number().check(z.int(), z.positive()), 7),
  /** Local: the file the runtime writes the application log to (read by the log viewer). */
  LOG_FILE: z.optional(z.string()),
  /** Cloud: log groups the log viewer reads, comma-separated. */
  LOG_GROUPS: z.optional(z.string()),
  /** Local: the folder the gateway serves at /uploads/ (admin content images). */
  LOCAL_UPLOAD_DIR: z.optional(z.string()),
  /** Cloud, media only: the private media bucket CloudFront serves at /media/*. */
  MEDIA_BUCKET: z.optional(z.string()),
  /** Cloud: the WebSocket management endpoint (https://{api}.execute-api.{region}.amazonaws.com/{stage}). */
  SOCKET_ENDPOINT: z.optional(z.url()),
  /** Local and tests (optional): the secret mixed into follow-up code hashes (functions/src/appeals/follow-up-hash.ts); a fixed one otherwise. */
  FOLLOW_UP_PEPPER: z.optional(z.string().check(z.minLength(32))),
  /** Local start only: a longer DynamoDB request timeout while it seeds a just-started DynamoDB Local (the handlers' is 4 s). */
  DYNAMODB_REQUEST_TIMEOUT_MS: z.optional(z.coerce.number().check(z.int(), z.positive())),
  /** Cloud, appeals and jobs: the Secrets Manager secret holding that pepper (read through the secrets extension). */
  FOLLOW_UP_PEPPER_SECRET_ID: z.optional(z.string()),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid configuration: ${z.prettifyError(parsed.error)}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Tests and the local runtime change the environment before the first request. */
export function resetEnvCache(): void {
  cached = undefined;
}
