import { PUBLIC_CONTENT_COLLECTIONS } from './content';

/**
 * The public site's content at the edge. Its answers are the same for everyone (published entries
 * only, no caller), so CloudFront keeps them for a minute: a page view costs no Lambda or DynamoDB
 * read while the copy is fresh. Browsers revalidate every time (max-age=0), so a change reaches
 * a reader as soon as the edge has it.
 *
 * An admin's change (publishing, editing, withdrawing a post) reaches readers within
 * EDGE_CACHE_SECONDS. No stale-while-revalidate: browsers apply it too, and would show the
 * old copy after an edit (an admin who changed the hotline's number would see the old one).
 * Withdrawing something that must vanish at once: invalidate the paths (docs/capacity.md,
 * "Public site at the edge").
 */
export const EDGE_CACHE_SECONDS = 60;

/** Cache-Control of a public content answer (2xx): shared caches keep it EDGE_CACHE_SECONDS. */
export const PUBLIC_CONTENT_CACHE_CONTROL = `public, max-age=0, s-maxage=${EDGE_CACHE_SECONDS}`;

/**
 * CloudFront path patterns of the cached public content: `/api/posts*` covers the list and
 * `/api/posts/{documentId}`. Every route these match is a public GET of content (the cloud test
 * holds them to the route table); everything else under /api/* stays uncached.
 */
export const EDGE_CACHED_PATH_PATTERNS = PUBLIC_CONTENT_COLLECTIONS.map((collection) => `/api/${collection}*`);

/**
 * The reference data the public form reads (assistance types, the regions it offers), kept at
 * the edge like the content: exact paths, each a GET route only (the cloud test holds them to
 * the route table), so no admin write shares a behaviour with them. An admin screen reads them
 * with its token and gets `no-store` (its own edit shows at once); the edge's key includes the
 * Authorization header, so a signed-in read never meets the anonymous copy. The public form sees
 * an admin's edit within EDGE_CACHE_SECONDS.
 */
export const EDGE_CACHED_REFERENCE_PATHS = ['/api/assistance/all', '/api/communities/regions', '/api/communities/regions/active'] as const;

/** Cache-Control of a reference answer: the edge may keep an anonymous one; a signed-in one is `no-store`. */
export const referenceCacheControl = (signedIn: boolean): string => (signedIn ? 'no-store' : PUBLIC_CONTENT_CACHE_CONTROL);
