import { Annotations, Aws, Duration } from 'aws-cdk-lib';
import type * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { APP_SHELL_FILE, PRERENDERED_PAGES } from '@dosyt/core/site/static-pages';
import { EDGE_CACHE_SECONDS, EDGE_CACHED_PATH_PATTERNS, EDGE_CACHED_REFERENCE_PATHS } from '@dosyt/core/api/edge-cache';
import { Construct } from 'constructs';
import { EDGE_KEY_HEADER, edgeKeyValue } from './edge-key';
import { RENDERED_PAGE_PATTERNS } from './page-render';
import { SecurityHeaders } from './security-headers';
import { PRIVATE_BUCKET_PROPS } from './private-bucket';

export interface SiteDistributionProps {
  /** Region of both APIs (the stage's home region). */
  apiRegion: string;
  restApiId: string;
  /** REST API stage: the origin path of /api/*. */
  restStageName: string;
  socketApiId: string;
  /** The WebSocket stage; its name is the site path (/ws). */
  socketStageName: string;
  /**
   * The secret holding the API key CloudFront sends to both APIs (constructs/edge-key.ts),
   * read at deploy time through a dynamic reference.
   */
  edgeKeySecretArn: string;
  /** CloudFront-scope web ACL (from us-east-1). */
  webAclArn: string;
  domainName?: string;
  certificate?: acm.ICertificate;
  /** Uploaded images: a private bucket served at `pathPattern` (its keys carry the same prefix). */
  media?: { bucket: s3.IBucket; pathPattern: string };
}

const exactPages = Object.fromEntries(PRERENDERED_PAGES.filter((p) => !p.path.endsWith('/*')).map((p) => [p.path, `/${p.file}`]));
const pagesBelow = PRERENDERED_PAGES.filter((p) => p.path.endsWith('/*')).map((p) => [p.path.slice(0, -1), `/${p.file}`]);

/**
 * Client routes (no file extension in the last segment) get their HTML: each
 * pre-rendered public page its own file, any other route the app shell, as
 * htmlFileFor (core/src/site/static-pages.ts) says. Runs on the bucket behaviour
 * only, so API answers keep their own status codes.
 */
export const SPA_FALLBACK = `var pages = ${JSON.stringify(exactPages)};
var below = ${JSON.stringify(pagesBelow)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') !== -1) return request;
  var path = uri.length > 1 ? uri.replace(/\\/+$/, '') : uri;
  var file = Object.prototype.hasOwnProperty.call(pages, path) ? pages[path] : '/${APP_SHELL_FILE}';
  for (var i = 0; i < below.length; i++) {
    var rest = path.substring(below[i][0].length);
    if (path.indexOf(below[i][0]) === 0 && rest.length > 0 && rest.indexOf('/') === -1) file = below[i][1];
  }
  request.uri = file;
  return request;
}`;

/** A WebSocket API has no paths below its stage: /ws/ and /ws/anything connect to the stage. */
const SOCKET_PATH = (stage: string) => `function handler(event) {
  event.request.uri = '/${stage}';
  return event.request;
}`;

/**
 * The site: a private bucket read only by CloudFront (origin access control),
 * the SPA on the default behaviour, the content pages (/ and /post/*) and /api/* to the REST API, /ws/* to the
 * WebSocket API and /media/* to the media bucket (origin access control too),
 * the security headers everywhere and the web ACL in front.
 */
export class SiteDistribution extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;

  constructor(scope: Construct, id: string, props: SiteDistributionProps) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, 'Bucket', {
      ...PRIVATE_BUCKET_PROPS,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
    });

    const headers = new SecurityHeaders(this, 'Headers').policy;
    // Only requests that come through here (and so through the web ACL) carry the key the APIs demand.
    const edgeKey = { [EDGE_KEY_HEADER]: edgeKeyValue(props.edgeKeySecretArn).unsafeUnwrap() };
    const apiHost = (apiId: string) => `${apiId}.execute-api.${props.apiRegion}.${Aws.URL_SUFFIX}`;
    const spaFallback = new cloudfront.Function(this, 'SpaFallback', {
      comment: 'Client routes get their pre-rendered page or the app shell (index.html for /)',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(SPA_FALLBACK),
    });
    const socketPath = new cloudfront.Function(this, 'SocketPath', {
      comment: 'WebSocket requests go to the stage path',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(SOCKET_PATH(props.socketStageName)),
    });

    // No caching, every method; with caching disabled this managed policy forwards
    // Authorization, cookies, query strings and CloudFront-Viewer-Address to the origin.
    const passThrough = {
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers,
    };

    const restOrigin = new origins.HttpOrigin(apiHost(props.restApiId), {
      originPath: `/${props.restStageName}`,
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      customHeaders: edgeKey,
    });
    // The public site's content (the same answer for everyone): kept at the edge as long as its
    // handler's Cache-Control says (s-maxage, core/src/api/edge-cache.ts), keyed on the query
    // string alone. No header or cookie reaches the origin or the key, so no Authorization
    // can make a personal answer cacheable; GET and HEAD only. Everything else under /api/*
    // keeps the uncached pass-through below.
    const publicContentCache = new cloudfront.CachePolicy(this, 'PublicContentCache', {
      comment: 'Public content answers: the origin Cache-Control (s-maxage), keyed on the query string',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(EDGE_CACHE_SECONDS * 5),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      headerBehavior: cloudfront.CacheHeaderBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const publicContentOrigin = new cloudfront.OriginRequestPolicy(this, 'PublicContentOrigin', {
      comment: 'Public content: the query string and the viewer address, no cookie, no Authorization',
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList('CloudFront-Viewer-Address'),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
    });
    const publicContent: cloudfront.BehaviorOptions = {
      origin: restOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachedMethods: cloudfront.CachedMethods.CACHE_GET_HEAD,
      cachePolicy: publicContentCache,
      originRequestPolicy: publicContentOrigin,
      responseHeadersPolicy: headers,
      compress: true,
    };

    // The reference data the public form reads (exact GET-only paths): as the content, but the
    // key includes Authorization, so a signed-in read (answered `no-store`) never gets the
    // anonymous copy and an admin sees her own edit at once.
    const publicReferenceCache = new cloudfront.CachePolicy(this, 'PublicReferenceCache', {
      comment: 'Public reference answers: the origin Cache-Control (s-maxage), keyed on the query string and Authorization',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(EDGE_CACHE_SECONDS * 5),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList('Authorization'),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const publicReference: cloudfront.BehaviorOptions = { ...publicContent, cachePolicy: publicReferenceCache };

    // The content pages (landing, posts), rendered with their content by the pages function behind
    // the REST API (constructs/page-render.ts): kept as long as its Cache-Control says, like the
    // content they show. The same page for everyone: no query string, header or cookie reaches the
    // function or the key, so no visitor's state can shape a page another is served.
    const renderedPageCache = new cloudfront.CachePolicy(this, 'RenderedPageCache', {
      comment: 'Rendered content pages: the origin Cache-Control (s-maxage), one copy a path',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(EDGE_CACHE_SECONDS * 5),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
      headerBehavior: cloudfront.CacheHeaderBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const renderedPage: cloudfront.BehaviorOptions = {
      origin: restOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachedMethods: cloudfront.CachedMethods.CACHE_GET_HEAD,
      cachePolicy: renderedPageCache,
      responseHeadersPolicy: headers,
      compress: true,
    };

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Dosyt site, /api and /ws',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // IPv4 only. The web ACL's rate rules (constructs/site-web-acl.ts) count single
      // addresses and WAF cannot group them by prefix, while an IPv6 client holds a whole
      // /64: over IPv6 every request could come from a fresh address and pass every
      // per-address limit. The handlers key IPv6 by its /64 (functions/src/lib/edge-origin.ts),
      // but the web ACL is the limit in front of them. Every IPv6 network also reaches IPv4.
      enableIpv6: false,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      webAclId: props.webAclArn,
      enableLogging: false,
      ...(props.domainName && props.certificate
        ? {
            domainNames: [props.domainName],
            certificate: props.certificate,
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        compress: true,
        functionAssociations: [{ function: spaFallback, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        ...Object.fromEntries(RENDERED_PAGE_PATTERNS.map((pattern) => [pattern, renderedPage])),
        // Before /api/*: CloudFront takes the first pattern that matches.
        ...Object.fromEntries(EDGE_CACHED_PATH_PATTERNS.map((pattern) => [pattern, publicContent])),
        ...Object.fromEntries(EDGE_CACHED_REFERENCE_PATHS.map((path) => [path, publicReference])),
        '/api/*': {
          ...passThrough,
          origin: restOrigin,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
        },
        ...(props.media ? { [props.media.pathPattern]: this.mediaBehavior(props.media.bucket, headers) } : {}),
        '/ws/*': {
          ...passThrough,
          origin: new origins.HttpOrigin(apiHost(props.socketApiId), {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            customHeaders: edgeKey,
          }),
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          functionAssociations: [{ function: socketPath, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });
  }

  /**
   * Images by their unique names, cached (the objects never change), read-only, no
   * SPA fallback: a missing image is a 403/404, not the app shell. The bucket is the
   * data stack's, so its policy (CloudFront of this account may read media/*) is
   * written there; CDK cannot add it from here and says so.
   */
  private mediaBehavior(bucket: s3.IBucket, headers: cloudfront.IResponseHeadersPolicy): cloudfront.BehaviorOptions {
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      "The media bucket's policy in the data stack grants CloudFront read on media/* (constructs/media-bucket.ts).",
    );
    return {
      origin: origins.S3BucketOrigin.withOriginAccessControl(bucket, { originAccessLevels: [cloudfront.AccessLevel.READ] }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: headers,
      // PNG, JPEG and WebP are compressed already.
      compress: false,
    };
  }
}
