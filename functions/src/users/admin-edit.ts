import { ForbiddenError, ValidationError } from '@dosyt/core/errors';
import { normalizeRoles, type Role } from '@dosyt/core/access/roles';
import { roleChangeRefusal } from '@dosyt/core/user/role-change.rules';
import { endSessions } from '../auth/end-sessions';
import { offerWaitingAppeals } from '../assignments/offer-waiting';
import { activeAdmins } from '../db/active-admins';
import { db } from '../db/service';
import { indexKeys, type UserItem } from '../db/entities/user.entity';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import type { Caller } from '../lib/tokens';
import { requireUser } from '../accounts/accounts';
import { recordUserAudit } from './user-audit';
import { viewOf, type UserView } from './user-view';

const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((r) => b.includes(r));

/** The active admins, from their sparse index: reads only them, never every account. */
async function activeAdminCount(): Promise<number> {
  return (await activeAdmins({ client: dynamo(), table: env().TABLE_NAME })).length;
}

/**
 * PUT /api/users/{id}/roles (ADMIN): another person's roles. User 1 keeps ADMIN and the
 * last active ADMIN stays one (core rule). A change ends the person's sessions, so the
 * next sign-in carries the new roles; it goes on the account's audit trail.
 */
export async function setUserRoles(caller: Caller, userId: number, requested: readonly Role[]): Promise<UserView> {
  const user = await requireUser(userId);
  const next = normalizeRoles(requested);
  const current = normalizeRoles(user.roles);
  const refusal = roleChangeRefusal({ callerId: caller.userId, targetId: userId, current, next, activeAdmins: await activeAdminCount() });
  if (refusal) {
    if (next.length === 0) throw new ValidationError(refusal, { roles: refusal });
    throw new ForbiddenError(refusal);
  }
  if (sameRoles(current, next)) return viewOf(user);

  // The active admins' and the executors' indexes follow in the same write.
  const keys = indexKeys({ ...user, roles: next });
  const patch = db()
    .entities.user.patch({ id: userId })
    .set({ roles: next, ...keys.set });
  const { data } = await (keys.remove.length > 0 ? patch.remove(keys.remove) : patch).go({ response: 'all_new' });
  await endSessions(userId, 'roles-changed');
  await recordUserAudit({ userId, actorId: caller.userId, action: 'roles-changed', fields: ['roles'], before: { roles: current }, after: { roles: next } });
  return viewOf(data as UserItem);
}

/**
 * PUT /api/users/{userId}/work-status: 'Працюю' / 'Не працюю' (vacation, sick leave), by the
 * person or an admin. Distribution skips anyone with workStatus false (appeals/distribution.ts).
 */
/** Only the person or an admin: refused before what was sent is looked at. */
export function assertWorkStatusEditor(caller: Caller, userId: number): void {
  if (caller.userId !== userId && !caller.roles.includes('ADMIN')) throw new ForbiddenError('Можна змінювати лише власний статус роботи');
}

export async function setWorkStatus(caller: Caller, userId: number, workStatus: boolean): Promise<UserView> {
  assertWorkStatusEditor(caller, userId);
  const user = await requireUser(userId);
  const before = user.workStatus ?? true;
  if (before === workStatus) return viewOf(user);
  const { data } = await db().entities.user.patch({ id: userId }).set({ workStatus }).go({ response: 'all_new' });
  await recordUserAudit({
    userId,
    actorId: caller.userId,
    action: 'work-status-changed',
    fields: ['workStatus'],
    before: { workStatus: before },
    after: { workStatus },
  });
  // Back at work: what waits for someone of this kind in the region may be theirs now.
  if (workStatus && user.isActive) await offerWaitingAppeals(data as UserItem);
  logger.info('work status changed', { userId, workStatus, by: caller.userId });
  return viewOf(data as UserItem);
}
