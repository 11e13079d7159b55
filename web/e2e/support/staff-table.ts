import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { hashPassword } from '../../../functions/src/auth/password';
import { indexKeys, userEntity, type UserItem } from '../../../functions/src/db/entities/user.entity';
import { dynamoEndpoint } from './platform';

/** The local platform's table, or the one E2E_TABLE_NAME names (a rehearsed cloud stage's). */
const TABLE = process.env.E2E_TABLE_NAME ?? 'dosyt-local';

/**
 * An active, verified staff account written straight to the platform's table, for
 * the journeys that need one no screen makes (an admin, a colleague of another
 * region). Takes the next user number as the platform would; returns it.
 */
export async function writeStaffAccount(
  account: Omit<UserItem, 'id' | 'passwordHash' | 'isActive' | 'emailVerified' | 'createdAt' | 'updatedAt'> & { password: string },
): Promise<number> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: dynamoEndpoint, region: 'eu-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  try {
    const counter = await client.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: { pk: 'counter#user', sk: 'counter' },
        UpdateExpression: 'ADD #value :one',
        ExpressionAttributeNames: { '#value': 'value' },
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    const id = Number(counter.Attributes?.value);
    const { password, ...fields } = account;
    // With the keys of the active admins' and the executors' indexes, as the platform's own writes set them.
    const { set: keys } = indexKeys({
      id,
      roles: fields.roles,
      isActive: true,
      emailVerified: true,
      regionId: fields.regionId,
      assistanceIds: fields.assistanceIds,
    });
    await userEntity
      .put({ ...fields, ...keys, id, passwordHash: await hashPassword(password), isActive: true, emailVerified: true } as UserItem)
      .go({ table: TABLE, client } as never);
    return id;
  } finally {
    client.destroy();
  }
}
