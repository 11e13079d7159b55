import { randomUUID } from 'node:crypto';
import { db } from '../db/service';
import { logger } from '../lib/logger';

export type UserAuditAction = 'roles-changed' | 'profile-changed' | 'work-status-changed';

/** Only ids, roles and flags go into the audit: never a name, phone or e-mail. */
export interface UserAuditFacts {
  roles?: readonly string[];
  regionId?: number | null;
  communityId?: string | null;
  assistanceIds?: readonly number[];
  workStatus?: boolean;
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
  await db()
    .entities.userAudit.create({ ...input, fields: [...input.fields], at, eventId: randomUUID() })
    .go();
  logger.info('user audit', { audit: 'user', userId: input.userId, by: input.actorId, action: input.action, fields: input.fields, before: input.before, after: input.after });
}

export async function userAuditTrail(userId: number) {
  const { data } = await db().entities.userAudit.query.byUser({ userId }).go({ pages: 'all', order: 'desc' });
  return data;
}
