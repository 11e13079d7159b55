import * as z from 'zod';

/** Configuration, parsed once on first use and failing fast with every problem listed. */
const envSchema = z.object({
  STAGE: z.enum(['local', 'test', 'cloud']).default('local'),
  TABLE_NAME: z.string().min(3),
  AWS_REGION: z.string().default('eu-central-1'),
  DYNAMODB_ENDPOINT: z.url().optional(),
  SES_ENDPOINT: z.url().optional(),
  MAIL_FROM: z.email().default('noreply@dosyt.org.ua'),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  JWT_ISSUER: z.string().default('https://dosyt.local'),
  JWT_AUDIENCE: z.string().default('dosyt-admin'),
  /** Local and tests: the ES256 private key as a JWK JSON string. */
  JWT_PRIVATE_JWK: z.string().optional(),
  /** Cloud, auth only: Secrets Manager secret holding that JWK. */
  JWT_SECRET_ID: z.string().optional(),
  /** Cloud: the public half (JSON JWK with kid), for the functions that only verify tokens. */
  JWT_PUBLIC_JWK: z.string().optional(),
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().positive().default(15),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().positive().default(7),
  /** Local: the file the runtime writes the application log to (read by the log viewer). */
  LOG_FILE: z.string().optional(),
  /** Cloud: log groups the log viewer reads, comma-separated. */
  LOG_GROUPS: z.string().optional(),
  /** Local: the folder the gateway serves at /uploads/ (admin content images). */
  LOCAL_UPLOAD_DIR: z.string().optional(),
  /** Cloud, content only: the private media bucket CloudFront serves at /media/*. */
  MEDIA_BUCKET: z.string().optional(),
  /** Cloud: the WebSocket management endpoint (https://{api}.execute-api.{region}.amazonaws.com/{stage}). */
  SOCKET_ENDPOINT: z.url().optional(),
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
