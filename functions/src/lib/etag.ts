/**
 * Versions as HTTP entity tags: a record's `version` is its ETag (`"7"`), and a write
 * names the version it was made from in `If-Match` (or, as before, `version` in the body).
 */
import { DomainError, ValidationError } from '@dosyt/core/errors';

export const VERSION_REQUIRED_MESSAGE = 'Не вказано версію запису: надішліть заголовок If-Match з ETag, отриманим разом із записом, або поле version';

export const etagOf = (version: number): string => `"${version}"`;

/** The version an `If-Match` header names; a weak tag (`W/"7"`) names the same version. */
export function versionFromIfMatch(header: string): number {
  const m = /^\s*(?:W\/)?"(\d{1,15})"\s*$/.exec(header);
  if (!m) throw new ValidationError('Некоректний заголовок If-Match: очікується ETag запису, наприклад "3"', { 'if-match': 'Некоректний ETag' });
  return Number(m[1]);
}

/**
 * The body of a conditional write with its version: If-Match wins over a `version`
 * in the body; neither is a 428. Bodies that are not objects are left to the schema.
 */
export function withRequiredVersion(body: unknown, ifMatch: string | undefined): unknown {
  if (ifMatch !== undefined && ifMatch !== '') {
    const version = versionFromIfMatch(ifMatch);
    return body && typeof body === 'object' && !Array.isArray(body) ? { ...body, version } : body;
  }
  const isObject = body !== null && typeof body === 'object' && !Array.isArray(body);
  if ((isObject && (body as { version?: unknown }).version == null) || body === undefined) {
    throw new DomainError(VERSION_REQUIRED_MESSAGE, 428);
  }
  return body;
}
