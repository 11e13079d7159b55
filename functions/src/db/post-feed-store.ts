import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws';
import { db } from './service';

const chunks = <T>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

export type FeedChange = { scope: string; postId: number; add: boolean };

/** A feed item's put or delete, conditional on its absence or presence, with its feed's total moved by one. */
type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

function transactItems({ scope, postId, add }: FeedChange): TransactItem[] {
  const feed = db().entities.postFeed;
  const total = db()
    .entities.postFeedTotal.update({ scope })
    .add({ total: add ? 1 : -1 })
    .params() as TransactItem['Update'];
  const item: TransactItem = add
    ? { Put: { ...(feed.put({ scope, postId }).params() as NonNullable<TransactItem['Put']>), ConditionExpression: 'attribute_not_exists(pk)' } }
    : { Delete: { ...(feed.delete({ scope, postId }).params() as NonNullable<TransactItem['Delete']>), ConditionExpression: 'attribute_exists(pk)' } };
  return [item, { Update: total }];
}

/** Applies the moves of one post between feeds, in transactions of at most 50 moves (100 items, a transaction's most). */
export async function applyFeedChanges(changes: FeedChange[]): Promise<void> {
  for (const chunk of chunks(changes, 50)) await dynamo().send(new TransactWriteCommand({ TransactItems: chunk.flatMap(transactItems) }));
}
