import { join } from 'node:path';
import { FUNCTIONS_SRC } from './paths';

/**
 * How every function is bundled, shared by the AppFunction construct and the
 * bundle report so that the report measures exactly what is deployed.
 */

/** Lambda runtime line and the matching esbuild target. */
export const NODE_TARGET = 'node22';

/**
 * ESM bundles still meet CommonJS dependencies that call `require` (some SDK and
 * middy internals): give the module a real `require`.
 */
export const ESM_REQUIRE_BANNER = "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/** Prefer ES module builds so unused SDK code is tree-shaken. */
export const MAIN_FIELDS = ['module', 'main'];

/** Bundles over this size fail the bundle report (and should fail review). */
export const BUNDLE_LIMIT_BYTES = 1024 * 1024;

/** Target from the cloud issue: at most this, minified. */
export const BUNDLE_TARGET_BYTES = 600 * 1024;

/**
 * Packages swapped for a small stand-in in the Lambda bundles only (esbuild
 * `alias`); each stand-in says why it is enough there. Tests and the local
 * runtime use the real packages.
 */
export const BUNDLE_ALIASES: Readonly<Record<string, string>> = {
  // The SDK's default credential chain: Lambda gives the role's credentials in the environment.
  '@aws-sdk/credential-provider-node': join(FUNCTIONS_SRC, 'lib/bundle/lambda-credentials.ts'),
  // ElectroDB's require() of the document client would keep every DynamoDB operation.
  '@aws-sdk/lib-dynamodb': join(FUNCTIONS_SRC, 'lib/bundle/dynamodb-document.js'),
  '@aws-sdk/client-dynamodb': join(FUNCTIONS_SRC, 'lib/bundle/dynamodb-client.js'),
  // The client's endpoint-discovery cache, never filled since discovery is off: without its LRU library.
  '@aws-sdk/endpoint-cache': join(FUNCTIONS_SRC, 'lib/bundle/endpoint-cache.js'),
  // js-xss's CSS filter: every call passes `css: false` and no style attribute is allowed.
  cssfilter: join(FUNCTIONS_SRC, 'lib/bundle/cssfilter.js'),
};

/**
 * Left out of the bundles. The SDK's HTTP protocols load their event-stream
 * support with a dynamic import, used only by streaming operations; none of the
 * functions calls one (DynamoDB items, SES, S3 PutObject, WebSocket posts, log
 * reads), so the import is never run and 14 KB a function need not ship.
 */
export const BUNDLE_EXTERNALS: readonly string[] = ['@smithy/core/event-streams'];
