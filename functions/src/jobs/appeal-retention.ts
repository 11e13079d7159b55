import { BatchWriteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { retentionCutoff } from '@dosyt/core/appeal/retention.rules';
import { NotFoundError } from '@dosyt/core/errors';
import { anonymiseAppeal } from '../appeals/anonymise';
import { SYSTEM_ACTOR } from '../appeals/audit';
import { FINISHED_APPEALS_PK } from '../db/entities/finished-appeal.entity';
import { db } from '../db/service';
import { directConversation, roomConversation } from '../chat/conversations';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { getSettings } from '../reference/settings';
import { RETENTION_STATE_KEY, retentionState } from '../db/retention-state';

export { RETENTION_STATE_KEY, retentionState, type RetentionState } from '../db/retention-state';

/**
 * The retention job (schedule 'appeal-retention'): anonymises the
 * finished appeals whose period (settings.retentionMonths after finishing) has run
 * out. Candidates come from the retention index (finished-appeal.entity.ts) with
 * one Query, oldest finish first, from the cursor up to the cutoff: no Scan. After
 * each appeal the cursor moves past it, so a run that fails resumes where it
 * stopped; an appeal already anonymised (by an admin, or a run that died before
 * moving the cursor) counts as unchanged. The state item keeps the cursor and how
 * many each run changed. Chat messages past the same period, in the region rooms
 * and between two staff members, are deleted too.
 */

/** Appeals a run looks at, at most; the next run (every 30 minutes) goes on. */
const BATCH = 200;

export interface RetentionRunResult {
  cutoff: string;
  checked: number;
  anonymised: number;
  cursor: string | null;
  /** More candidates wait past this run's batch. */
  more: boolean;
  /** Chat messages past the same period (region rooms and direct conversations), deleted this run. */
  chatDeleted: number;
}

/** Moves the cursor forward only: a slower concurrent run never takes it back. */
async function advanceCursor(sk: string): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: RETENTION_STATE_KEY,
        UpdateExpression: 'SET #cursor = :sk',
        ConditionExpression: 'attribute_not_exists(#cursor) OR #cursor < :sk',
        ExpressionAttributeNames: { '#cursor': 'cursor' },
        ExpressionAttributeValues: { ':sk': sk },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/** Deletes the keys in batches of 25; what DynamoDB leaves unprocessed after 5 tries is left for the next run. */
async function deleteKeys(keys: Array<Record<string, unknown>>): Promise<{ deleted: number; left: number }> {
  let deleted = 0;
  let left = 0;
  for (let i = 0; i < keys.length; i += 25) {
    let requests = keys.slice(i, i + 25).map((key) => ({ DeleteRequest: { Key: { pk: key.pk, sk: key.sk } } }));
    for (let tries = 0; requests.length > 0 && tries < 5; tries++) {
      const { UnprocessedItems } = await dynamo().send(new BatchWriteCommand({ RequestItems: { [env().TABLE_NAME]: requests } }));
      requests = (UnprocessedItems?.[env().TABLE_NAME] ?? []) as typeof requests;
    }
    deleted += Math.min(25, keys.length - i) - requests.length;
    left += requests.length;
  }
  return { deleted, left };
}

/**
 * One conversation's messages older than the cutoff (the messages' sort keys start
 * with their time, so they are one key range below `msg#<cutoff>`), at most `limit` a run.
 */
async function sweepConversation(conversation: string, cutoff: string, limit: number): Promise<{ deleted: number; more: boolean }> {
  const { Items = [], LastEvaluatedKey } = await dynamo().send(
    new QueryCommand({
      TableName: env().TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND sk < :to',
      ExpressionAttributeValues: { ':pk': `chat#${conversation}`, ':to': `msg#${cutoff}` },
      ProjectionExpression: 'pk, sk',
      Limit: limit,
    }),
  );
  const { deleted, left } = await deleteKeys(Items);
  return { deleted, more: left > 0 || LastEvaluatedKey !== undefined };
}

/**
 * Region chat messages older than the retention period go as well: staff talk about
 * cases there.
 */
async function sweepRegionChats(cutoff: string, limit: number): Promise<{ deleted: number; more: boolean }> {
  const { data: regions } = await db()
    .entities.region.query.all({})
    .go({ pages: 'all', attributes: ['id'] });
  let deleted = 0;
  let more = false;
  for (const { id } of regions) {
    const swept = await sweepConversation(roomConversation(id), cutoff, limit);
    deleted += swept.deleted;
    more ||= swept.more;
  }
  return { deleted, more };
}

/**
 * Direct messages between two staff members older than the retention period go too:
 * staff write to each other about a case ("вона знову дзвонила, новий номер …")
 * as they do in the region room, and nothing else anonymises those words. The
 * conversations are found without a Scan: every direct message counts in its
 * recipient's inbox counters (`chat#stats#inbox#<user>`, a row per sender), so one
 * Query of each account's inbox names every conversation that has a message
 * (accounts are deactivated, never deleted, so none is missed).
 */
async function sweepDirectChats(cutoff: string, limit: number): Promise<{ deleted: number; more: boolean }> {
  const { data: users } = await db()
    .entities.user.query.all({})
    .go({ pages: 'all', attributes: ['id'] });
  const conversations = new Set<string>();
  for (const { id } of users) {
    const { data: senders } = await db()
      .entities.chatStat.query.byScope({ scope: `inbox#${id}` })
      .go({ pages: 'all', attributes: ['userId'] });
    // The inbox's own row counts what the account sent, not a conversation.
    for (const { userId } of senders) if (userId !== id) conversations.add(directConversation(userId, id));
  }
  let deleted = 0;
  let more = false;
  for (const conversation of conversations) {
    const swept = await sweepConversation(conversation, cutoff, limit);
    deleted += swept.deleted;
    more ||= swept.more;
  }
  return { deleted, more };
}

export async function runRetention(options: { now?: number; limit?: number } = {}): Promise<RetentionRunResult> {
  const now = options.now ?? Date.now();
  const { retentionMonths } = await getSettings();
  const cutoff = new Date(retentionCutoff(now, retentionMonths)).toISOString();
  const { cursor } = await retentionState();

  // Keys are `<finishedAt ISO>#<pad(id)>`: everything below the cutoff instant finished before it.
  const { Items = [], LastEvaluatedKey } = await dynamo().send(
    new QueryCommand({
      TableName: env().TABLE_NAME,
      KeyConditionExpression: cursor ? 'pk = :pk AND sk BETWEEN :from AND :to' : 'pk = :pk AND sk < :to',
      ExpressionAttributeValues: { ':pk': FINISHED_APPEALS_PK, ':to': cutoff, ...(cursor ? { ':from': cursor } : {}) },
      // BETWEEN includes the cursor's own item, skipped below.
      Limit: (options.limit ?? BATCH) + (cursor ? 1 : 0),
    }),
  );

  let checked = 0;
  let anonymised = 0;
  let last = cursor ?? null;
  for (const item of Items) {
    const sk = String(item.sk);
    if (sk === cursor) continue;
    checked++;
    try {
      const result = await anonymiseAppeal(Number(item.appealId), { actorId: SYSTEM_ACTOR, reason: 'retention', now });
      if (result.changed) anonymised++;
    } catch (error) {
      // An appeal deleted since it finished has nothing left to anonymise.
      if (!(error instanceof NotFoundError)) throw error;
    }
    await advanceCursor(sk);
    last = sk;
  }

  await dynamo().send(
    new UpdateCommand({
      TableName: env().TABLE_NAME,
      Key: RETENTION_STATE_KEY,
      UpdateExpression: 'SET lastRunAt = :at, lastRunAnonymised = :n, lastCutoff = :cutoff ADD totalAnonymised :n',
      ExpressionAttributeValues: { ':at': new Date(now).toISOString(), ':n': anonymised, ':cutoff': cutoff },
    }),
  );
  const rooms = await sweepRegionChats(cutoff, options.limit ?? BATCH);
  const direct = await sweepDirectChats(cutoff, options.limit ?? BATCH);
  const result = {
    cutoff,
    checked,
    anonymised,
    cursor: last,
    more: LastEvaluatedKey !== undefined || rooms.more || direct.more,
    chatDeleted: rooms.deleted + direct.deleted,
  };
  logger.info('retention run', { ...result });
  return result;
}
