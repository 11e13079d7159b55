import type { Service } from 'electrodb';
import { bindEntities } from './bind';
import { createWriteTransaction } from './electrodb';
import { appealStatusEntity } from './entities/appeal-status.entity';
import { assistanceTypeEntity } from './entities/assistance-type.entity';
import { chatMessageEntity } from './entities/chat-message.entity';
import { chatStatEntity } from './entities/chat-stat.entity';
import { communityEntity } from './entities/community.entity';
import { contentEntryEntity } from './entities/content-entry.entity';
import { postFeedEntity } from './entities/post-feed.entity';
import { postFeedTotalEntity } from './entities/post-feed-total.entity';
import { regionEntity } from './entities/region.entity';
import { settingsEntity } from './entities/settings.entity';
import { socketConnectionEntity } from './entities/socket-connection.entity';
import { userEntity } from './entities/user.entity';
import { refreshTokenEntity } from './entities/refresh-token.entity';
import { oneTimeTokenEntity } from './entities/one-time-token.entity';
import { attemptCounterEntity } from './entities/attempt-counter.entity';
import { uniqueEmailEntity } from './entities/unique-email.entity';
import { appealEntity } from './entities/appeal.entity';
import { assignmentEntity } from './entities/assignment.entity';
import { reportEntity } from './entities/report.entity';
import { auditEventEntity } from './entities/audit-event.entity';
import { idempotencyEntity } from './entities/idempotency.entity';
import { rateLimitEntity } from './entities/rate-limit.entity';
import { appealCounterEntity } from './entities/appeal-counter.entity';
import { followUpEntity } from './entities/follow-up.entity';
import { followUpMessageEntity } from './entities/follow-up-message.entity';
import { finishedAppealEntity } from './entities/finished-appeal.entity';
import { readRecordEntity } from './entities/read-record.entity';

/**
 * The entities code reaches through `db()`. The stream's own items (counters, summaries,
 * search entries, markers, reminders) and the user audit are used through their entity alone, so the
 * functions that never touch them do not bundle them.
 */
const entities = {
  user: userEntity,
  region: regionEntity,
  community: communityEntity,
  assistanceType: assistanceTypeEntity,
  appealStatus: appealStatusEntity,
  settings: settingsEntity,
  contentEntry: contentEntryEntity,
  postFeed: postFeedEntity,
  postFeedTotal: postFeedTotalEntity,
  refreshToken: refreshTokenEntity,
  oneTimeToken: oneTimeTokenEntity,
  attemptCounter: attemptCounterEntity,
  uniqueEmail: uniqueEmailEntity,
  chatMessage: chatMessageEntity,
  chatStat: chatStatEntity,
  socketConnection: socketConnectionEntity,
  appeal: appealEntity,
  assignment: assignmentEntity,
  report: reportEntity,
  auditEvent: auditEventEntity,
  idempotency: idempotencyEntity,
  rateLimit: rateLimitEntity,
  appealCounter: appealCounterEntity,
  followUp: followUpEntity,
  followUpMessage: followUpMessageEntity,
  finishedAppeal: finishedAppealEntity,
  readRecord: readRecordEntity,
};

type Entities = typeof entities;

/**
 * What a Service over these entities would give, without ElectroDB's Service itself: the entities
 * bound to the table and client (as Service#join binds them), and its write transaction
 * (the same createWriteTransaction it runs). Nothing queries a collection.
 */
function createDb(): { entities: Entities; transaction: Pick<Service<Entities>['transaction'], 'write'> } {
  bindEntities(entities);
  const write = ((fn) => createWriteTransaction(entities, fn)) as Service<Entities>['transaction']['write'];
  return { entities, transaction: { write } };
}

let service: ReturnType<typeof createDb> | undefined;

/** The entities over the single table, bound on first use. */
export function db() {
  service ??= createDb();
  return service;
}

export function resetDb(): void {
  service = undefined;
}
