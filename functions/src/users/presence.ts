import { ForbiddenError } from '@dosyt/core/errors';
import { db } from '../db/service';
import type { Caller } from '../lib/tokens';
import { requireUser } from '../accounts/accounts';

/** Online/offline on page visibility: only for oneself. */
export async function setPresence(caller: Caller, userId: number, isOnline: boolean): Promise<{ id: number; isOnline: boolean }> {
  if (caller.userId !== userId) throw new ForbiddenError('Можна змінювати лише власний статус');
  await requireUser(userId);
  await db().entities.user.patch({ id: userId }).set({ isOnline, lastSeenAt: new Date().toISOString() }).go();
  return { id: userId, isOnline };
}
