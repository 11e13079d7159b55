import { ForbiddenError, ValidationError } from '@dosyt/core/errors';
import { db } from '../db/service';
import type { Caller } from '../lib/tokens';

/** The roles of the chat routes: an OBSERVER can neither open the chat nor be written to. */
export const CHAT_ROLES: readonly string[] = ['ADMIN', 'USER'];

/** Chat is per region: a caller without one has no room to talk in. */
export function callerRegion(caller: Caller): number {
  if (caller.regionId === null) throw new ForbiddenError('Чат доступний лише користувачам, прив’язаним до регіону');
  return caller.regionId;
}

export function requireOwnRegion(caller: Caller, regionId: number): number {
  const own = callerRegion(caller);
  if (regionId !== own) throw new ForbiddenError('Доступ лише до чату свого регіону');
  return own;
}

/** The other party of a direct conversation: an existing user of the caller's region, not the caller. */
export async function requireRegionPeer(caller: Caller, userId: number): Promise<{ id: number; regionId: number }> {
  const regionId = callerRegion(caller);
  if (userId === caller.userId) throw new ValidationError('Не можна листуватися із самим собою', { toUserId: 'Оберіть іншого користувача' });
  const { data } = await db()
    .entities.user.get({ id: userId })
    .go({ attributes: ['id', 'regionId', 'roles'] });
  if (!data) throw new ValidationError('Отримувача не знайдено', { toUserId: 'Отримувача не знайдено' });
  if (data.regionId !== regionId) throw new ForbiddenError('Листування доступне лише з користувачами свого регіону');
  if (!data.roles.some((role) => CHAT_ROLES.includes(role))) {
    throw new ValidationError('Цей користувач не має доступу до чату', { toUserId: 'Оберіть іншого користувача' });
  }
  return { id: data.id, regionId };
}
