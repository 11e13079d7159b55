import { ConflictError } from '@dosyt/core/errors';
import { NO_ASSISTANCE_REQUEST_MESSAGE } from '@dosyt/core/user/assistance-request.rules';
import { isConditionFailure } from '../db/appeal-store';
import { offerWaitingAppeals } from '../assignments/offer-waiting';
import { db } from '../db/service';
import { indexKeys, type UserItem } from '../db/entities/user.entity';
import type { Caller } from '../lib/caller';
import { logger } from '../lib/logger';
import { assertKnownFunctions, requireUser } from '../accounts/accounts';
import { recordUserAudit } from './user-audit';
import { viewOf, type UserView } from './user-view';

/**
 * PUT /api/users/{id}/assistance-request {approve} (ADMIN): the person's own request for
 * new types of help. Approved, the types become theirs (and the region's waiting appeals
 * of those types are offered to them); refused, they keep what they had. Either way the
 * decision is on the account's audit trail. The write is conditional on the request the
 * admin saw still being there.
 */
export async function decideAssistanceRequest(caller: Caller, userId: number, approve: boolean): Promise<UserView> {
  const user = await requireUser(userId);
  const asked = user.pendingAssistanceIds;
  if (!asked?.length) throw new ConflictError(NO_ASSISTANCE_REQUEST_MESSAGE);
  if (approve) await assertKnownFunctions(asked);
  // Approved functions may make (or unmake) an executor: the executors' index follows in the same write.
  const keys = indexKeys({ ...user, assistanceIds: asked });
  const patch = db().entities.user.patch({ id: userId });
  const { data } = await (approve ? patch.set({ assistanceIds: [...asked], ...keys.set }) : patch)
    .remove(['pendingAssistanceIds', ...(approve ? keys.remove : [])])
    .where((a, op) => op.exists(a.pendingAssistanceIds))
    .go({ response: 'all_new' })
    .catch((error: Error) => {
      if (isConditionFailure(error)) throw new ConflictError(NO_ASSISTANCE_REQUEST_MESSAGE);
      throw error;
    });
  await recordUserAudit({
    userId,
    actorId: caller.userId,
    action: approve ? 'assistance-approved' : 'assistance-refused',
    fields: ['assistanceIds'],
    before: { assistanceIds: user.assistanceIds },
    after: { assistanceIds: approve ? [...asked] : user.assistanceIds },
  });
  if (approve) await offerWaitingAppeals(data as UserItem);
  logger.info('assistance request decided', { userId, by: caller.userId, approve });
  return viewOf(data as UserItem);
}
