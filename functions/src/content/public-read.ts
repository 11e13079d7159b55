import { DomainError } from '@dosyt/core/errors';
import { PUBLIC_CONTENT_COLLECTIONS, type PublicContentCollection } from '@dosyt/core/api/content';
import type { StrapiErrorAnswer } from '@dosyt/core/api/content-answers';
import { findEntry, listEntries } from './entries';

/** A DomainError of the caller's making (4xx) as Strapi 5 answers it; undefined for any other failure. */
export function strapiError(error: unknown): { statusCode: number; body: StrapiErrorAnswer } | undefined {
  if (!(error instanceof DomainError) || error.statusCode >= 500) return undefined;
  const details = error.details && typeof error.details === 'object' && Object.keys(error.details).length > 0 ? error.details : {};
  return { statusCode: error.statusCode, body: { data: null, error: { status: error.statusCode, name: error.name, message: error.message, details } } };
}

const isPublicCollection = (name: string): name is PublicContentCollection => (PUBLIC_CONTENT_COLLECTIONS as readonly string[]).includes(name);

/**
 * A public read of the content API by its path and query, answered as GET `/api/{collection}` and
 * `/api/{collection}/{documentId}` answer it, without HTTP: the pages function renders with it.
 * Undefined for any other path. A failure of the service itself (5xx) is thrown.
 */
export async function readPublicContent(path: string, query: Record<string, string | undefined>): Promise<{ statusCode: number; body: unknown } | undefined> {
  const [api, collection, documentId, ...rest] = path.split('/').filter(Boolean);
  if (api !== 'api' || !collection || !isPublicCollection(collection) || rest.length > 0) return undefined;
  try {
    const body = documentId === undefined ? await listEntries(collection, query) : await findEntry(collection, decodeURIComponent(documentId), query);
    return { statusCode: 200, body };
  } catch (error) {
    const answer = strapiError(error);
    if (!answer) throw error;
    return answer;
  }
}
