import { isOpenStatus } from '@dosyt/core/status/status.rules';
import type { UserItem } from '../db/entities/user.entity';
import { logger } from '../lib/logger';
import { SYSTEM_ACTOR } from '../appeals/audit';
import { canCarry } from '../appeals/distribution';
import { UNASSIGNED_APPEALS } from '../stats/aggregate-keys';
import { defaultStatsDb, queryAll } from '../stats/stats-db';
import { assignExecutor } from './add-assignment';

/**
 * An executor who joins a region (access granted, or functions or region changed by
 * an admin) is offered the region's appeals still waiting for a type they carry, by
 * the distribution's own rule: nobody else in the region carries it, so they are the
 * pick. Reads the sparse 'Без виконавця' index only. Never fails the admin's change:
 * whatever is not offered stays on the admins' list.
 */
export async function offerWaitingAppeals(user: UserItem, now = Date.now()): Promise<number> {
  if (user.regionId === undefined) return 0;
  let offered = 0;
  try {
    const db = defaultStatsDb();
    const waiting = await queryAll(db, {
      IndexName: 'gsi3',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'gsi3pk' },
      ExpressionAttributeValues: { ':pk': UNASSIGNED_APPEALS },
    });
    for (const item of waiting) {
      if (Number(item.region_id) !== user.regionId || !isOpenStatus(Number(item.status_id))) continue;
      const types = ((item.unassignedTypeIds as number[] | undefined) ?? []).filter((t) => canCarry(user, t, user.regionId!));
      for (const typeId of types) {
        await assignExecutor({ appealId: Number(item.id), typeId, userId: user.id, actorId: SYSTEM_ACTOR, now });
        offered++;
      }
    }
  } catch (error) {
    logger.error('offering waiting appeals failed', { userId: user.id, offered, errorName: (error as Error).name });
  }
  if (offered > 0) logger.info('waiting appeals offered', { userId: user.id, offered });
  return offered;
}
