import { Match } from 'aws-cdk-lib/assertions';
import { Annotations } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { httpRoutes } from '../../routes';
import { APPEAL_FORM_PATH_REGEX, rateRules } from '../constructs/site-web-acl';
import { htmlFileFor, PRERENDERED_PAGES, prerenderUrl } from '@dosyt/core/site/static-pages';
import { CONTENT_SECURITY_POLICY } from '../constructs/security-headers';
import { SECURITY_HEADERS } from '../../security-headers';
import { EDGE_CACHE_SECONDS, EDGE_CACHED_PATH_PATTERNS, EDGE_CACHED_REFERENCE_PATHS } from '@dosyt/core/api/edge-cache';
import { QUICK_EXIT_SCRIPT_SOURCE } from '../../inline-script';
import { resourcesOf, synthApp, type SynthResult } from './synth';

type Json = any;

describe('waf stack', () => {
  let synth: SynthResult;
  beforeAll(() => {
    synth = synthApp();
  }, 240_000);

  it('lives in us-east-1 with CloudFront scope', () => {
    expect(synth.stacks.waf.region).toBe('us-east-1');
    synth.templates.waf.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
  });

  it('rate-limits POST /api/appeals per address, scoped down to the form’s method and path', () => {
    // Prepare
    const acl = Object.values(resourcesOf(synth.templates.waf, 'AWS::WAFv2::WebACL'))[0].Properties;

    // Act
    const rule = acl.Rules.find((r: Json) => r.Statement.RateBasedStatement);
    const scopeDown = rule.Statement.RateBasedStatement.ScopeDownStatement.AndStatement.Statements;

    // Assess
    expect(rule.Action.Block.CustomResponse.ResponseCode).toBe(429);
    expect(rule.Statement.RateBasedStatement.AggregateKeyType).toBe('IP');
    expect(scopeDown).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          ByteMatchStatement: expect.objectContaining({ FieldToMatch: { Method: {} }, SearchString: 'POST', PositionalConstraint: 'EXACTLY' }),
        }),
        expect.objectContaining({
          RegexMatchStatement: expect.objectContaining({ FieldToMatch: { UriPath: {} }, RegexString: APPEAL_FORM_PATH_REGEX }),
        }),
      ]),
    );
    const form = new RegExp(APPEAL_FORM_PATH_REGEX);
    expect(['/api/appeals', '/api/appeals/'].every((p) => form.test(p))).toBe(true);
    expect(['/api/appeals/1', '/api/appeals/urgent', '/api/appeals/pages=2'].some((p) => form.test(p))).toBe(false);
  });

  it('rate-limits per address the appeal form, sign-in, its code step, follow-up, registration, password reset and the socket connect', () => {
    const acl = Object.values(resourcesOf(synth.templates.waf, 'AWS::WAFv2::WebACL'))[0].Properties;
    const byName = new Map(acl.Rules.map((r: Json) => [r.Name, r]));
    const expected: Array<[string, 'GET' | 'POST', string[], string[]]> = [
      // rule, method, counted paths, paths it must leave alone
      ['appeal-form-rate', 'POST', ['/api/appeals', '/api/appeals/'], ['/api/appeals/1', '/api/appeals/last']],
      ['sign-in-rate', 'POST', ['/api/auth/login', '/api/auth/login/'], ['/api/auth/logout', '/api/auth/refresh']],
      [
        'account-mail-rate',
        'POST',
        ['/api/auth/registration', '/api/auth/forgot-password', '/api/auth/reset-password-with-validation'],
        ['/api/auth/login', '/api/auth/verify-email', '/api/auth/registrationx'],
      ],
      ['socket-connect-rate', 'GET', ['/ws', '/ws/', '/ws/anything'], ['/wsx', '/api/ws', '/']],
      [
        'code-step-rate',
        'POST',
        ['/api/auth/login/code', '/api/auth/login/enrolled', '/api/auth/login/enrolment', '/api/auth/login/enrolment/confirm/'],
        ['/api/auth/login', '/api/auth/login/codes', '/api/auth/refresh'],
      ],
      ['follow-up-rate', 'POST', ['/api/follow-up', '/api/follow-up/', '/api/follow-up/messages'], ['/api/appeals/1/follow-up-messages', '/api/follow-upx']],
      [
        'referral-link-read-rate',
        'GET',
        [`/api/referrals/${'a'.repeat(43)}`, '/api/referrals/x-Y_1/'],
        ['/api/referrals', '/api/referrals/a/b', '/api/appeals/1/referrals'],
      ],
      ['referral-link-answer-rate', 'POST', [`/api/referrals/${'a'.repeat(43)}`], ['/api/referrals/', '/api/appeals/1/referrals']],
    ];
    for (const [name, method, counted, ignored] of expected) {
      const rule: Json = byName.get(name);
      expect(rule, name).toBeDefined();
      expect(rule.Action.Block.CustomResponse.ResponseCode).toBe(429);
      const rate = rule.Statement.RateBasedStatement;
      expect(rate.AggregateKeyType, name).toBe('IP');
      expect(rate.EvaluationWindowSec).toBe(300);
      expect(rate.Limit).toBeGreaterThanOrEqual(10);
      const [byMethod, byPath] = rate.ScopeDownStatement.AndStatement.Statements;
      expect(byMethod.ByteMatchStatement).toMatchObject({ FieldToMatch: { Method: {} }, SearchString: method, PositionalConstraint: 'EXACTLY' });
      const regex = new RegExp(byPath.RegexMatchStatement.RegexString);
      for (const path of counted) expect(regex.test(path), `${name} counts ${path}`).toBe(true);
      for (const path of ignored) expect(regex.test(path), `${name} leaves ${path}`).toBe(false);
    }
  });

  it('names only routes that exist in the route table with the rule’s method (the socket aside)', () => {
    for (const rule of rateRules(50)) {
      for (const path of rule.paths.filter((p) => p !== '/ws')) {
        expect(
          httpRoutes.some((r) => r.method === rule.method && r.path === path && r.access === 'public'),
          `${rule.method} ${path}`,
        ).toBe(true);
      }
    }
  });

  it('runs the AWS managed common rule set', () => {
    synth.templates.waf.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Statement: { ManagedRuleGroupStatement: Match.objectLike({ VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' }) },
        }),
      ]),
    });
  });
});

describe('web stack', () => {
  let synth: SynthResult;
  beforeAll(() => {
    synth = synthApp({ withWebBuild: true });
  }, 240_000);

  it('keeps the site bucket private: public access blocked, TLS only, encrypted, no public policy', () => {
    const web = synth.templates.web;
    web.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: Match.objectLike({ ServerSideEncryptionConfiguration: Match.anyValue() }),
    });
    const statements = Object.values(resourcesOf(web, 'AWS::S3::BucketPolicy')).flatMap((p) => p.Properties.PolicyDocument.Statement);
    expect(statements.some((s: Json) => s.Effect === 'Deny' && s.Condition?.Bool?.['aws:SecureTransport'] === 'false')).toBe(true);
    for (const s of statements.filter((s: Json) => s.Effect === 'Allow')) {
      expect(s.Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
      expect(s.Condition.StringEquals['AWS:SourceArn']).toBeDefined();
    }
  });

  it('answers over IPv4 only: WAF counts single addresses, and an IPv6 client holds a whole /64', () => {
    synth.templates.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ IPV6Enabled: false }),
    });
  });

  it('reads the bucket through origin access control', () => {
    synth.templates.web.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
    });
  });

  it('serves /media/* from the data stack’s media bucket through origin access control, read-only and cached', () => {
    // Prepare
    const web = synth.templates.web;
    const config = Object.values(resourcesOf(web, 'AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;

    // Act
    const media = config.CacheBehaviors.find((b: Json) => b.PathPattern === '/media/*');
    const origin = config.Origins.find((o: Json) => o.Id === media.TargetOriginId);
    const oacId = origin.OriginAccessControlId['Fn::GetAtt'][0];
    const oac = resourcesOf(web, 'AWS::CloudFront::OriginAccessControl')[oacId].Properties.OriginAccessControlConfig;

    // Assess
    expect(origin.DomainName).toEqual({ 'Fn::Join': ['', [{ 'Fn::ImportValue': 'dosyt-dev-data-MediaBucketName' }, '.s3.eu-central-1.amazonaws.com']] });
    expect(origin.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
    expect(oac).toMatchObject({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always', SigningProtocol: 'sigv4' });
    expect(media).toMatchObject({ ViewerProtocolPolicy: 'redirect-to-https', AllowedMethods: ['GET', 'HEAD'] });
    expect(media.FunctionAssociations).toBeUndefined();
    expect(media.CachePolicyId).toBe(config.DefaultCacheBehavior.CachePolicyId);
    expect(media.ResponseHeadersPolicyId).toEqual(config.DefaultCacheBehavior.ResponseHeadersPolicyId);
    // The web stack never writes a policy on the data stack's bucket: that policy is the data stack's.
    expect(JSON.stringify(resourcesOf(web, 'AWS::S3::BucketPolicy'))).not.toContain('MediaBucketName');
  });

  it('sends a strict CSP, two-year HSTS with preload, no referrer, nosniff and DENY framing', () => {
    synth.templates.web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: CONTENT_SECURITY_POLICY, Override: true },
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: 63_072_000,
            IncludeSubdomains: true,
            Preload: true,
            Override: true,
          },
          ReferrerPolicy: { ReferrerPolicy: 'no-referrer', Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
        },
      }),
    });
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data:",
      "connect-src 'self'",
      `script-src 'self' ${QUICK_EXIT_SCRIPT_SOURCE}`,
      "style-src 'self' 'unsafe-inline'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(CONTENT_SECURITY_POLICY.split('; ')).toContain(directive);
    }
  });

  it('sends exactly the shared header set the local gateway sends (infra/security-headers.ts)', () => {
    const [policy] = Object.values(resourcesOf(synth.templates.web, 'AWS::CloudFront::ResponseHeadersPolicy')).map(
      (p) => p.Properties.ResponseHeadersPolicyConfig,
    );
    const hsts = policy.SecurityHeadersConfig.StrictTransportSecurity;
    const sent: Record<string, string> = {
      'Content-Security-Policy': policy.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy,
      'Strict-Transport-Security': `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}${hsts.Preload ? '; preload' : ''}`,
      'Referrer-Policy': policy.SecurityHeadersConfig.ReferrerPolicy.ReferrerPolicy,
      'X-Content-Type-Options': policy.SecurityHeadersConfig.ContentTypeOptions ? 'nosniff' : '',
      'X-Frame-Options': policy.SecurityHeadersConfig.FrameOptions.FrameOption,
      ...Object.fromEntries(policy.CustomHeadersConfig.Items.map((h: Json) => [h.Header, h.Value])),
    };
    expect(sent).toEqual(SECURITY_HEADERS);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/wss?:(?!\/\/)/);
  });

  it('routes /api/* and /ws/* to the APIs uncached, and falls back to index.html only on the bucket behaviour', () => {
    // Prepare
    const distribution = Object.values(resourcesOf(synth.templates.web, 'AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;

    // Act
    const byPattern = Object.fromEntries(distribution.CacheBehaviors.map((b: Json) => [b.PathPattern, b]));

    // Assess
    const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
    const allViewerExceptHost = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
    expect(byPattern['/api/*']).toMatchObject({ CachePolicyId: cachingDisabled, OriginRequestPolicyId: allViewerExceptHost });
    expect(byPattern['/api/*'].AllowedMethods).toHaveLength(7);
    expect(byPattern['/ws/*']).toMatchObject({ CachePolicyId: cachingDisabled, OriginRequestPolicyId: allViewerExceptHost });
    expect(distribution.CustomErrorResponses).toBeUndefined();
    expect(distribution.DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
    expect(byPattern['/api/*'].FunctionAssociations).toBeUndefined();
    expect(distribution.WebACLId).toBeDefined();
    expect(distribution.DefaultRootObject).toBe('index.html');
  });

  it('caches the public content answers at the edge, before /api/*, and no signed-in or personal route', () => {
    // Prepare
    const distribution = Object.values(resourcesOf(synth.templates.web, 'AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
    const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
    const glob = (pattern: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);

    // Act
    const behaviours: Json[] = distribution.CacheBehaviors;
    const patterns = behaviours.map((b) => b.PathPattern as string);
    const cached = behaviours.filter((b) => b.PathPattern.startsWith('/api/') && b.CachePolicyId !== cachingDisabled);
    const matchedRoutes = httpRoutes.filter((r) => cached.some((b) => glob(b.PathPattern).test(r.path.replace(/\{[^}]+\}/g, 'x'))));
    const policies = Object.values(resourcesOf(synth.templates.web, 'AWS::CloudFront::CachePolicy')) as Json[];
    const originPolicies = Object.values(resourcesOf(synth.templates.web, 'AWS::CloudFront::OriginRequestPolicy')) as Json[];

    // Assess: exactly the public content patterns and reference paths, each ahead of the uncached /api/*.
    expect(cached.map((b) => b.PathPattern)).toEqual([...EDGE_CACHED_PATH_PATTERNS, ...EDGE_CACHED_REFERENCE_PATHS]);
    for (const b of cached) {
      expect(patterns.indexOf(b.PathPattern)).toBeLessThan(patterns.indexOf('/api/*'));
      expect(b.AllowedMethods).toEqual(['GET', 'HEAD']);
    }
    // Every route they match is a public GET of content or reference data; nothing signed-in or personal.
    expect(matchedRoutes.length).toBe(EDGE_CACHED_PATH_PATTERNS.length * 2 + EDGE_CACHED_REFERENCE_PATHS.length);
    for (const route of matchedRoutes) {
      expect({ method: route.method, access: route.access }).toEqual({ method: 'GET', access: 'public' });
      expect(['content', 'reference', 'regions']).toContain(route.domain);
    }
    const policyOf = (comment: string) => policies.find((p) => p.Properties.CachePolicyConfig.Comment.startsWith(comment))!;
    // The key and the origin see the query string only: no Authorization, no cookie; the TTL is the handler's.
    const cache = policyOf('Public content').Properties.CachePolicyConfig;
    expect(cache).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: EDGE_CACHE_SECONDS * 5 });
    expect(cache.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      HeadersConfig: { HeaderBehavior: 'none' },
      CookiesConfig: { CookieBehavior: 'none' },
      QueryStringsConfig: { QueryStringBehavior: 'all' },
    });
    // Reference data: Authorization is in the key, so a signed-in read never gets the anonymous copy.
    const reference = policyOf('Public reference');
    expect(reference.Properties.CachePolicyConfig).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: EDGE_CACHE_SECONDS * 5 });
    expect(reference.Properties.CachePolicyConfig.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
      CookiesConfig: { CookieBehavior: 'none' },
    });
    const logicalId = (policy: Json) => Object.entries(resourcesOf(synth.templates.web, 'AWS::CloudFront::CachePolicy')).find(([, p]) => p === policy)![0];
    for (const path of EDGE_CACHED_REFERENCE_PATHS) expect(cached.find((b) => b.PathPattern === path).CachePolicyId).toEqual({ Ref: logicalId(reference) });
    const origin = originPolicies.find((p) => p.Properties.OriginRequestPolicyConfig.Comment.startsWith('Public content'))!.Properties
      .OriginRequestPolicyConfig;
    expect(origin.CookiesConfig.CookieBehavior).toBe('none');
    expect(origin.HeadersConfig.Headers.map((h: string) => h.toLowerCase())).not.toContain('authorization');
    // The default stays uncached for everything else.
    expect(behaviours.find((b) => b.PathPattern === '/api/*').CachePolicyId).toBe(cachingDisabled);
  });

  it('sends the content pages (/ by its default root object, /post/*) to the pages function through the REST API, one cached copy a path, with the site’s headers', () => {
    // Prepare
    const distribution = Object.values(resourcesOf(synth.templates.web, 'AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;
    const policies = resourcesOf(synth.templates.web, 'AWS::CloudFront::CachePolicy') as Record<string, Json>;

    // Act
    const byPattern = Object.fromEntries(distribution.CacheBehaviors.map((b: Json) => [b.PathPattern, b]));
    const api = byPattern['/api/*'];

    // Assess: the pages marked as content, each on the REST origin (its stage path, CloudFront's key) like /api/*.
    expect(PRERENDERED_PAGES.filter((p) => p.content).map((p) => p.path)).toEqual(['/', '/post/*']);
    expect(distribution.DefaultRootObject).toBe('index.html');
    for (const pattern of ['/index.html', '/post/*']) {
      const b = byPattern[pattern];
      expect(b, pattern).toMatchObject({
        TargetOriginId: api.TargetOriginId,
        AllowedMethods: ['GET', 'HEAD'],
        ResponseHeadersPolicyId: distribution.DefaultCacheBehavior.ResponseHeadersPolicyId,
        ViewerProtocolPolicy: 'redirect-to-https',
        Compress: true,
      });
      // Nothing of the visitor reaches the function: no cookie, header or query string.
      expect(b.OriginRequestPolicyId, pattern).toBeUndefined();
      expect(b.FunctionAssociations, pattern).toBeUndefined();
      const cache = policies[b.CachePolicyId.Ref].Properties.CachePolicyConfig;
      expect(cache).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: EDGE_CACHE_SECONDS * 5 });
      expect(cache.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
        HeadersConfig: { HeaderBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
      });
    }
  });

  it('serves each pre-rendered public page its own HTML, other client routes the app shell, and files as they are', () => {
    // Prepare
    const fn = Object.values(resourcesOf(synth.templates.web, 'AWS::CloudFront::Function')).find((f) =>
      f.Properties.FunctionConfig.Comment.includes('index.html'),
    )!;
    // The CloudFront Functions runtime is plain JavaScript with a global `handler`.
    const handler = new Function(`${fn.Properties.FunctionCode}; return handler;`)() as (e: Json) => { uri: string };
    const uriFor = (uri: string) => handler({ request: { uri } }).uri;

    // Assess
    expect(uriFor('/')).toBe('/index.html');
    expect(uriFor('/help-form')).toBe('/help-form/index.html');
    expect(uriFor('/call-center/')).toBe('/call-center/index.html');
    expect(uriFor('/post/some-slug')).toBe('/post/index.html');
    expect(uriFor('/admin/appeals')).toBe('/app.html');
    expect(uriFor('/login')).toBe('/app.html');
    for (const path of ['/', '/help-form', '/help-form/', '/call-center', '/support', '/post/a', '/post/', '/post/a/b', '/admin', '/nope']) {
      expect(uriFor(path)).toBe(`/${htmlFileFor(path)}`);
    }
    for (const page of PRERENDERED_PAGES) expect(uriFor(prerenderUrl(page))).toBe(`/${page.file}`);
    expect(uriFor('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(uriFor('/favicon.ico')).toBe('/favicon.ico');
  });

  it('uploads the SPA build when there is one, hashed assets with a long cache', () => {
    synth.templates.web.resourceCountIs('Custom::CDKBucketDeployment', 2);
    synth.templates.web.hasResourceProperties('Custom::CDKBucketDeployment', {
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
      DestinationBucketKeyPrefix: 'assets/',
    });
    synth.templates.web.hasResourceProperties('Custom::CDKBucketDeployment', {
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
  });

  it('skips the upload with a warning when there is no build', () => {
    const bare = synthApp();
    bare.templates.web.resourceCountIs('Custom::CDKBucketDeployment', 0);
    expect(Annotations.fromStack(bare.stacks.web).findWarning('*', Match.stringLikeRegexp('has no index.html'))).toHaveLength(1);
  }, 240_000);
});
