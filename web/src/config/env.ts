// zod/mini: this module is on every page, so it must stay a few KB.
import * as z from 'zod/mini';

/** Build-time configuration, parsed once; a bad value fails at start, not on first use. */
const envSchema = z.object({
  /** Content service (Strapi-compatible) origin; '' means this site's own origin. */
  VITE_CONTENT_BASE_URL: z._default(z.string(), ''),
  /** API origin; '' means this site's own origin (the local runtime and CloudFront serve /api). */
  VITE_API_BASE_URL: z._default(z.string(), ''),
});

function parseEnv() {
  const parsed = envSchema.safeParse(import.meta.env);
  if (!parsed.success) {
    throw new Error(`Invalid web configuration: ${z.prettifyError(parsed.error)}`);
  }
  const strip = (url: string) => url.replace(/\/+$/, '');
  return {
    contentBaseUrl: strip(parsed.data.VITE_CONTENT_BASE_URL),
    apiBaseUrl: strip(parsed.data.VITE_API_BASE_URL),
  };
}

export const env = parseEnv();
