import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { pad } from './keys';
import type { TableClient } from './query-all';

/**
 * Marks one referral whose link has died `expired`, with a step in its history, takes it
 * off the awaiting index and deletes its link item, in one transaction conditional on it
 * still being `sent` (a partner's answer in the same instant wins: false then).
 */
export async function expireReferralItem(db: TableClient, item: Record<string, unknown>, now: number): Promise<boolean> {
  const at = new Date(now).toISOString();
  const tokenHash = typeof item.tokenHash === 'string' ? item.tokenHash : undefined;
  try {
    await db.client.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: db.table,
              Key: { pk: `appeal#${pad(Number(item.appealId))}`, sk: `referral#${String(item.id)}` },
              UpdateExpression: 'SET #status = :expired, #history = list_append(#history, :step), updatedAt = :at REMOVE tokenHash, gsi1pk, gsi1sk',
              ConditionExpression: '#status = :sent AND linkExpiresAt <= :now',
              ExpressionAttributeNames: { '#status': 'status', '#history': 'history' },
              ExpressionAttributeValues: { ':expired': 'expired', ':sent': 'sent', ':step': [{ status: 'expired', at, actorId: 0 }], ':at': at, ':now': now },
            },
          },
          ...(tokenHash ? [{ Delete: { TableName: db.table, Key: { pk: `reflink#${tokenHash}`, sk: 'reflink' } } }] : []),
        ],
      }),
    );
    return true;
  } catch (error) {
    const e = error as { name?: string };
    if (e.name === 'TransactionCanceledException') return false;
    throw error;
  }
}
