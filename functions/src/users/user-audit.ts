import { randomUUID } from 'node:crypto';
import { userAuditEntity } from '../db/entities/user-audit.entity';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';
import { logger } from '../lib/logger';

/** The audit entity bound to the table (it is not in the shared service: only this function uses it). */
function audit() {
  userAuditEntity.setClient(dynamo());
  userAuditEntity.setTableName(env().TABLE_NAME);
  return userAuditEntity;
}

export type UserAuditAction =
  'roles-changed' | 'profile-changed' | 'work-status-changed' | 'access-changed' | 'assistance-requested' | 'assistance-approved' | 'assistance-refused';

/** Only ids, roles and flags go into the audit: never a name, phone or e-mail. */
export interface UserAuditFacts {
  roles?: readonly string[];
  regionId?: number | null;
  communityId?: string | null;
  assistanceIds?: readonly number[];
  workStatus?: boolean;
  isActive?: boolean;
}

/**
 * Keeps the change on the account's audit trail and writes the same facts as one
 * structured 'user audit' log line, which the log viewer shows (filter: text 'user audit').
 */
export async function recordUserAudit(input: {
  userId: number;
  actorId: number;
  action: UserAuditAction;
  fields: readonly string[];
  before: UserAuditFacts;
  after: UserAuditFacts;
}): Promise<void> {
  if (input.fields.length === 0) return;
  const at = new Date().toISOString();
  await audit()
    .create({ ...input, fields: [...input.fields], at, eventId: randomUUID() })
    .go();
  logger.info('user audit', {
    audit: 'user',
    userId: input.userId,
    by: input.actorId,
    action: input.action,
    fields: input.fields,
    before: input.before,
    after: input.after,
  });
}

export async function userAuditTrail(userId: number) {
  const { data } = await audit().query.byUser({ userId }).go({ pages: 'all', order: 'desc' });
  return data;
}
