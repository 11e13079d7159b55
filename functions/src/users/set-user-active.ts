import { ForbiddenError } from '@dosyt/core/errors';
import { TOP_ADMIN_ID } from '@dosyt/core/user/user.rules';
import { endSessions } from '../auth/end-sessions';
import { db } from '../db/service';
import { indexKeys, type UserItem } from '../db/entities/user.entity';
import { logger } from '../lib/logger';
import { queueMail } from '../lib/outbox';
import type { Caller } from '../lib/tokens';
import { offerWaitingAppeals } from '../assignments/offer-waiting';
import { accessMail } from './access-mail';
import { requireUser } from '../accounts/accounts';
import { viewOf, type UserView } from './user-view';
import { recordUserAudit } from './user-audit';

export const TOP_ADMIN_LOCKED_MESSAGE = 'Статус головного адміністратора змінювати не можна';

export function assertTogglable(caller: Caller, userId: number): void {
  if (userId === TOP_ADMIN_ID) throw new ForbiddenError(TOP_ADMIN_LOCKED_MESSAGE);
  if (userId === caller.userId) throw new ForbiddenError('Власний статус змінювати не можна');
}

/**
 * Grants or cancels access. The person gets the access e-mail when the flag actually
 * changes; cancelling also ends every session: tokens and sockets within 30 s (auth/end-sessions.ts).
 */
export async function setUserActive(caller: Caller, userId: number, isActive: boolean): Promise<UserView> {
  assertTogglable(caller, userId);
  const user = await requireUser(userId);
  if (user.isActive === isActive) return viewOf(user);

  // The active admins' index (mark-expired.ts mails them from it) and the executors' index
  // (the distribution reads it) follow in the same write.
  const keys = indexKeys({ ...user, isActive });
  const patch = db()
    .entities.user.patch({ id: userId })
    .set({ isActive, ...(isActive ? {} : { isOnline: false }), ...keys.set });
  const { data } = await (keys.remove.length > 0 ? patch.remove(keys.remove) : patch).go({ response: 'all_new' });
  if (!isActive) await endSessions(userId, 'deactivated');
  await queueMail(accessMail(user.email, isActive));
  // An executor let in takes the region's appeals that waited for someone of their kind.
  if (isActive) await offerWaitingAppeals(data as UserItem);
  logger.info('access changed', { userId, isActive, by: caller.userId });
  await recordUserAudit({
    userId,
    actorId: caller.userId,
    action: 'access-changed',
    fields: ['isActive'],
    before: { isActive: user.isActive },
    after: { isActive },
  });
  return viewOf(data as UserItem);
}
