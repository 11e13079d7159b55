import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { activeAdminKeys, isActiveAdmin, userEntity } from '../../db/entities/user.entity';
import { queryAll, type TableClient } from '../../db/query-all';
import { dynamo } from '../../lib/aws';
import { env } from '../../lib/env';

/**
 * Backfill of the active admins' index (gsi4 'active-admins', user.entity.ts), once
 * after deploying it on a table that already holds accounts: every user item gets the
 * keys when it is an active admin, loses them otherwise. Idempotent. Reads every user
 * once (gsi3 'users'): an operator's run, not a request's.
 */
export async function indexActiveAdmins(db: TableClient = { client: dynamo(), table: env().TABLE_NAME }): Promise<{ checked: number; admins: number }> {
  const users = await queryAll(db, userEntity.query.all({}).params({ table: db.table }) as Parameters<typeof queryAll>[1]);
  let admins = 0;
  for (const u of users) {
    const facts = { id: Number(u.id), roles: Array.isArray(u.roles) ? (u.roles as string[]) : [], isActive: u.isActive === true };
    const keys = activeAdminKeys(facts);
    const key = { pk: u.pk, sk: u.sk };
    if (isActiveAdmin(facts)) {
      admins++;
      await db.client.send(
        new UpdateCommand({
          TableName: db.table,
          Key: key,
          UpdateExpression: 'SET gsi4pk = :pk, gsi4sk = :sk',
          ExpressionAttributeValues: { ':pk': (keys as { adminKey: string }).adminKey, ':sk': (keys as { adminSort: string }).adminSort },
        }),
      );
    } else if (u.gsi4pk !== undefined) {
      await db.client.send(new UpdateCommand({ TableName: db.table, Key: key, UpdateExpression: 'REMOVE gsi4pk, gsi4sk' }));
    }
  }
  return { checked: users.length, admins };
}
