import { ForbiddenError } from '@dosyt/core/errors';
import { isAdmin, isOfRegion, type Caller } from '../lib/caller';

/**
 * Who may see which numbers: ADMIN sees everything; anyone else only their own
 * user and their own region. isAdmin and isOfRegion are the one helper (lib/caller.ts).
 */
export function assertOwnUser(caller: Caller, userId: number): void {
  if (!isAdmin(caller) && caller.userId !== userId) throw new ForbiddenError();
}

export function assertOwnRegion(caller: Caller, regionId: number): void {
  if (!isOfRegion(caller, regionId)) throw new ForbiddenError();
}

/**
 * The region a regional figure is about: an admin may ask for any region or for
 * the whole country (undefined); anyone else gets their own region, and asking
 * for another one is refused.
 */
export function regionScope(caller: Caller, requested: number | undefined): number | undefined {
  if (isAdmin(caller)) return requested;
  if (caller.regionId === null) throw new ForbiddenError();
  if (requested !== undefined && requested !== caller.regionId) throw new ForbiddenError();
  return caller.regionId;
}
