import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { maskPhone } from '@dosyt/core/phone/phone.rules';
import { assignmentEntity } from '../db/entities/assignment.entity';
import { dynamo } from '../lib/aws';
import { env } from '../lib/env';
import type { Caller } from '../lib/tokens';
import { batchGetAppeals } from '../appeals/appeal-store';
import { assistanceTypes } from '../appeals/appeal-views';

const LIST_CAP = 200;

/**
 * GET /api/appeal-history/new-messages: the caller's records with a message from
 * the person they have not opened yet ('Нові повідомлення' on the notifications
 * board). One Query of the sparse index the mark keeps (its size is the number of
 * unread records, never the history), then a BatchGet of their appeals.
 */
export async function newMessageRecords(caller: Caller) {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: env().TABLE_NAME,
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :pk',
      ExpressionAttributeValues: { ':pk': `unread#${caller.userId}` },
      ScanIndexForward: false,
      Limit: LIST_CAP,
    }),
  );
  // A record handed to someone else keeps its old mark until opened: only the caller's own count.
  const records = assignmentEntity.parse({ Items }).data.filter((a) => a.userId === caller.userId && a.unreadPersonMessage);
  const [appeals, types] = await Promise.all([batchGetAppeals(records.map((a) => a.appealId)), assistanceTypes()]);
  return records.map((a) => {
    const appeal = appeals.get(a.appealId);
    return {
      id: a.id,
      appealId: a.appealId,
      createdAt: a.createdAt,
      appeal: { id: a.appealId, name: appeal?.name ?? '', last_name: appeal?.last_name ?? null, phone: maskPhone(appeal?.phone ?? ''), createdAt: appeal?.createdAt ?? a.createdAt },
      AssistanceTypes: { description: types.get(a.assistanceTypeId)?.description ?? '' },
    };
  });
}
