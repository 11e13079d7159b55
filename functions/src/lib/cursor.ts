import { ValidationError } from '@dosyt/core/errors';

/**
 * The opaque cursor of a paged list: the values where a page ended, as base64url
 * JSON. It carries only what the list's rows already show (ids, dates, deadlines);
 * the server rebuilds every key from it and its own checks (who asks, which list).
 */
export const encodeCursor = (parts: readonly unknown[]): string => Buffer.from(JSON.stringify(parts)).toString('base64url');

/** The cursor's parts as `read` takes them; a cursor that does not parse or that `read` refuses (undefined) is a 400. */
export function decodeCursor<T>(cursor: string, read: (parts: unknown[]) => T | undefined): T {
  try {
    const parts: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const value = Array.isArray(parts) ? read(parts) : undefined;
    if (value !== undefined) return value;
  } catch {
    // answered below
  }
  throw new ValidationError('Некоректний параметр: cursor');
}
