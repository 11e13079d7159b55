import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { QUICK_EXIT_SCRIPT_SOURCE } from '../../inline-script';

/**
 * Everything the SPA loads comes from its own origin: no third-party scripts,
 * fonts, trackers or frames. Inline styles stay allowed for the chart library;
 * the one inline script (the quick exit in every page's head) by its hash.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self' wss:",
  `script-src 'self' ${QUICK_EXIT_SCRIPT_SOURCE}`,
  "style-src 'self' 'unsafe-inline'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Two years, the HSTS preload list's minimum is one. */
export const HSTS_MAX_AGE = Duration.days(730);

/** The site's security headers, set by CloudFront on every answer (site and API). */
export class SecurityHeaders extends Construct {
  readonly policy: cloudfront.ResponseHeadersPolicy;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.policy = new cloudfront.ResponseHeadersPolicy(this, 'Policy', {
      comment: 'Dosyt: strict CSP, HSTS, no referrer, no framing',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: HSTS_MAX_AGE,
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        // A person's visit must not show up in another site's referrer logs.
        referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.NO_REFERRER, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()', override: true },
        ],
      },
    });
  }
}
