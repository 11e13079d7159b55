import { QUICK_EXIT_SCRIPT_SOURCE } from './inline-script';

/**
 * The site's one set of security headers, sent on every answer (pages, assets and
 * /api alike) by CloudFront's response-headers policy in the cloud
 * (cloud/constructs/security-headers.ts) and by the local gateway (local/gateway.ts).
 * Both read it from here, so what is tested locally is what the cloud sends.
 */

/**
 * Everything the SPA loads comes from its own origin: no third-party scripts,
 * fonts, trackers or frames. Inline styles stay allowed for the chart library;
 * the one inline script (the quick exit in every page's head) by its hash.
 * `connect-src 'self'` admits the API and the platform's own chat socket only
 * (`/ws` on the same host: CSP Level 3 has 'self' match ws:/wss: of the page's
 * own host), never a socket or endpoint elsewhere.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  `script-src 'self' ${QUICK_EXIT_SCRIPT_SOURCE}`,
  "style-src 'self' 'unsafe-inline'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Two years; the HSTS preload list's minimum is one. Browsers ignore it over plain http (the local runtime). */
export const HSTS_MAX_AGE_SECONDS = 730 * 86_400;
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`,
  // A person's visit must not show up in another site's referrer logs.
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': PERMISSIONS_POLICY,
});
