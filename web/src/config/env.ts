/**
 * Build-time configuration, read once; a bad value fails at start, not on first use.
 * Plain checks, no schema library: this module is on every page, the public
 * landing included, whose whole script budget is 100 KB gzipped.
 */
type RawEnv = Record<string, unknown>;

function readUrl(raw: RawEnv, name: 'VITE_CONTENT_BASE_URL' | 'VITE_API_BASE_URL'): string {
  const value = raw[name] ?? '';
  if (typeof value !== 'string') throw new Error(`Invalid web configuration: ${name} must be a string`);
  return value.replace(/\/+$/, '');
}

export function parseEnv(raw: RawEnv) {
  return {
    /** Content service (Strapi-compatible) origin; '' means this site's own origin. */
    contentBaseUrl: readUrl(raw, 'VITE_CONTENT_BASE_URL'),
    /** API origin; '' means this site's own origin (the local runtime and CloudFront serve /api). */
    apiBaseUrl: readUrl(raw, 'VITE_API_BASE_URL'),
  };
}

export const env = parseEnv(import.meta.env as RawEnv);
