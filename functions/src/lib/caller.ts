/** What a caller may see, in one place: every use-case asks these instead of reading roles itself. */
import type { Caller } from './tokens';

export type { Caller };

export const isAdmin = (caller: Caller): boolean => caller.roles.includes('ADMIN');

/** The caller belongs to the region (ADMIN counts as of every region). */
export const isOfRegion = (caller: Caller, regionId: number): boolean => isAdmin(caller) || caller.regionId === regionId;
