import { ForbiddenError, ValidationError } from '@dosyt/core/errors';
import { type AdminProfileInput } from '@dosyt/core/user/profile.schema';
import { ROLE_CHANGE_BY_ADMIN_MESSAGE } from '@dosyt/core/user/user.messages';
import { registrantRole, TOP_ADMIN_ID } from '@dosyt/core/user/user.rules';
import { db } from '../db/service';
import { indexKeys, type UserItem } from '../db/entities/user.entity';
import { logger } from '../lib/logger';
import { isAdmin, type Caller } from '../lib/caller';
import { assertKnownFunctions, requireUser, resolvePlace, type Place } from '../accounts/accounts';
import { endSessions } from '../auth/end-sessions';
import { offerWaitingAppeals } from '../assignments/offer-waiting';
import { viewOf, type UserView } from './user-view';
import { changedFields } from '@dosyt/core/user/role-change.rules';
import { recordUserAudit } from './user-audit';
import { addsAssistance } from '@dosyt/core/user/assistance-request.rules';

const definedOnly = <T extends Record<string, unknown>>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

export function assertSelfOrAdmin(caller: Caller, userId: number): void {
  if (caller.userId !== userId && !isAdmin(caller)) throw new ForbiddenError('Можна переглядати і змінювати лише власний профіль');
}

export async function getProfile(caller: Caller, userId: number): Promise<UserView> {
  assertSelfOrAdmin(caller, userId);
  return viewOf(await requireUser(userId));
}

/**
 * Roles follow the functions as at registration, but only an admin may change them:
 * an OBSERVER who picks executor functions would start receiving survivors' appeals,
 * and a USER who picks Monitoring alone would drop their open cases. An admin's own
 * roles are never changed here.
 */
function rolesAfter(caller: Caller, user: UserItem, assistanceIds: readonly number[]): string[] {
  if (user.roles.includes('ADMIN')) return [...user.roles];
  const next = registrantRole(assistanceIds);
  if (user.roles.length === 1 && user.roles[0] === next) return [...user.roles];
  if (!isAdmin(caller)) throw new ValidationError(ROLE_CHANGE_BY_ADMIN_MESSAGE, { assistance_id: ROLE_CHANGE_BY_ADMIN_MESSAGE });
  return [next];
}

/**
 * Saves the profile modal. The top admin has no functionality choice; Monitoring
 * goes only alone (core schema). Only an admin may move someone to another region
 * or community, since the region decides which appeals and people one sees.
 */
export async function updateProfile(caller: Caller, userId: number, input: AdminProfileInput): Promise<UserView> {
  assertSelfOrAdmin(caller, userId);
  const user = await requireUser(userId);
  // An admin editing someone else sent only what changes (the contract's profileBodySchema).
  const byAdmin = isAdmin(caller) && caller.userId !== userId;

  const regionId = input.region_id ?? user.regionId;
  const communityId = input.community_id ?? user.communityId;
  const moved = regionId !== user.regionId || communityId !== user.communityId;
  let place: Place | undefined;
  if (moved) {
    if (!isAdmin(caller)) throw new ForbiddenError('Змінити область або громаду може лише адміністратор');
    place = await resolvePlace(Number(regionId), communityId);
  }

  const asked = userId === TOP_ADMIN_ID ? undefined : byAdmin ? input.assistance_id : (input.assistance_id ?? []);
  const roles = asked ? rolesAfter(caller, user, asked) : undefined;
  if (asked) await assertKnownFunctions(asked);
  // Taking on a new type of help changes which appeals one receives: like a role, it waits for an admin.
  const waits = Boolean(asked && !isAdmin(caller) && addsAssistance(user.assistanceIds, asked));
  const functions = waits ? undefined : asked;
  const sameAsAsked = (ids: readonly number[] | undefined) => [...(ids ?? [])].sort().join() === [...(asked ?? [])].sort().join();
  // An admin's setting of the functions, or one's own new choice that only drops types, answers a request that waited;
  // saving the profile with the functions unchanged leaves it waiting.
  const clearsRequest = Boolean(functions && user.pendingAssistanceIds && (isAdmin(caller) || !sameAsAsked(user.assistanceIds)));

  // A change of roles, functions or place carries the active admins' and the executors' indexes with it, in the same write.
  const keys =
    roles || place
      ? indexKeys({
          ...user,
          roles: roles ?? user.roles,
          assistanceIds: functions && roles ? functions : user.assistanceIds,
          regionId: place ? place.regionId : user.regionId,
        })
      : undefined;
  const patch = db()
    .entities.user.patch({ id: userId })
    .set({
      ...definedOnly({
        name: input.name,
        last_name: input.last_name,
        phone: input.phone,
        responsability: input.responsability,
        institution: input.institution,
      }),
      ...(functions && roles ? { assistanceIds: functions, roles } : {}),
      ...(waits && asked ? { pendingAssistanceIds: asked } : {}),
      ...(place ? { regionId: place.regionId, communityId: place.communityId, districtId: place.districtId } : {}),
      ...keys?.set,
    });
  const removed = [...(clearsRequest ? ['pendingAssistanceIds' as const] : []), ...(keys?.remove ?? [])];
  const { data } = await (removed.length > 0 ? patch.remove(removed) : patch).go({ response: 'all_new' });
  if (waits && asked && !sameAsAsked(user.pendingAssistanceIds)) {
    await recordUserAudit({
      userId,
      actorId: caller.userId,
      action: 'assistance-requested',
      fields: ['assistanceIds'],
      before: { assistanceIds: user.assistanceIds },
      after: { assistanceIds: asked },
    });
  } else if (!byAdmin && functions && !sameAsAsked(user.assistanceIds)) {
    await recordUserAudit({
      userId,
      actorId: caller.userId,
      action: 'profile-changed',
      fields: ['assistanceIds'],
      before: { assistanceIds: user.assistanceIds },
      after: { assistanceIds: functions },
    });
  }
  // A change of role or region makes the person's tokens say something untrue (the region decides which
  // appeals and which chat room they see): end their sessions and sockets (they sign in again).
  const rolesChanged = Boolean(roles && roles.join() !== user.roles.join());
  const regionChanged = byAdmin && place !== undefined && place.regionId !== user.regionId;
  if (rolesChanged || regionChanged) await endSessions(userId, rolesChanged ? 'roles-changed' : 'region-changed');
  // An admin's change of functions or place may make this person the executor an appeal waits for.
  if (isAdmin(caller) && (functions || place)) await offerWaitingAppeals(data as UserItem);
  logger.info('profile updated', { userId, by: caller.userId, moved, rolesChanged });
  // What an admin changes in someone else's account goes on its audit trail (ids and names of fields only).
  if (caller.userId !== userId) {
    const facts = (u: Pick<UserItem, 'roles' | 'regionId' | 'communityId' | 'assistanceIds'>) => ({
      roles: u.roles,
      regionId: u.regionId ?? null,
      communityId: u.communityId ?? null,
      assistanceIds: u.assistanceIds,
    });
    const after = data as UserItem;
    const personal = changedFields(user, {
      name: after.name,
      last_name: after.last_name,
      phone: after.phone,
      responsability: after.responsability,
      institution: after.institution,
    });
    const fields = [...changedFields(facts(user), facts(after)), ...personal];
    await recordUserAudit({ userId, actorId: caller.userId, action: 'profile-changed', fields, before: facts(user), after: facts(after) });
  }
  return viewOf(data as UserItem);
}
