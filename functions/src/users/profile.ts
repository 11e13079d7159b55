import { ForbiddenError } from '@dosyt/core/errors';
import { profileSchemaFor, registrantRole, TOP_ADMIN_ID } from '@dosyt/core/user/user.schema';
import { db } from '../db/service';
import type { UserItem } from '../db/entities/user.entity';
import { parse } from '../lib/validation';
import { logger } from '../lib/logger';
import { isAdmin, type Caller } from '../lib/caller';
import { assertKnownFunctions, requireUser, resolvePlace, type Place } from './accounts';
import { viewOf, type UserView } from './user-view';


function assertSelfOrAdmin(caller: Caller, userId: number): void {
  if (caller.userId !== userId && !isAdmin(caller)) throw new ForbiddenError('Можна переглядати і змінювати лише власний профіль');
}

export async function getProfile(caller: Caller, userId: number): Promise<UserView> {
  assertSelfOrAdmin(caller, userId);
  return viewOf(await requireUser(userId));
}

/** Roles follow the functions as at registration; an admin's roles are never changed here. */
function rolesAfter(user: UserItem, assistanceIds: readonly number[]): string[] {
  return user.roles.includes('ADMIN') ? [...user.roles] : [registrantRole(assistanceIds)];
}

/**
 * Saves the profile modal. The top admin has no functionality choice; Monitoring
 * goes only alone (core schema). Only an admin may move someone to another region
 * or community, since the region decides which appeals and people one sees.
 */
export async function updateProfile(caller: Caller, userId: number, body: unknown): Promise<UserView> {
  assertSelfOrAdmin(caller, userId);
  const user = await requireUser(userId);
  const input = parse(profileSchemaFor(userId), body);

  const regionId = input.region_id ?? user.regionId;
  const communityId = input.community_id ?? user.communityId;
  const moved = regionId !== user.regionId || communityId !== user.communityId;
  let place: Place | undefined;
  if (moved) {
    if (!isAdmin(caller)) throw new ForbiddenError('Змінити область або громаду може лише адміністратор');
    place = await resolvePlace(Number(regionId), communityId);
  }

  const functions = userId === TOP_ADMIN_ID ? undefined : (input.assistance_id ?? []);
  if (functions) await assertKnownFunctions(functions);

  const { data } = await db()
    .entities.user.patch({ id: userId })
    .set({
      name: input.name,
      last_name: input.last_name,
      phone: input.phone,
      responsability: input.responsability,
      institution: input.institution,
      ...(functions ? { assistanceIds: functions, roles: rolesAfter(user, functions) } : {}),
      ...(place ? { regionId: place.regionId, communityId: place.communityId, districtId: place.districtId } : {}),
    })
    .go({ response: 'all_new' });
  logger.info('profile updated', { userId, by: caller.userId, moved });
  return viewOf(data as UserItem);
}
