import { GENERIC_ERROR_MESSAGE } from '@dosyt/core/appeal/appeal.schema';
import { isApiError } from './api-client';

/**
 * What a failed save tells the person: the server's own words for what it refused
 * (a 400 names what is wrong, a 429 says to wait), the generic text for anything else;
 * `stale` on a 409 (someone else saved first): the record must be read again.
 */
export function saveFailure(error: unknown): { message: string; stale: boolean } {
  if (!isApiError(error)) return { message: GENERIC_ERROR_MESSAGE, stale: false };
  return { message: error.statusCode < 500 && error.message ? error.message : GENERIC_ERROR_MESSAGE, stale: error.statusCode === 409 };
}
