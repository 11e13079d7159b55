import { ACTIVE_ADMINS_PK, isActiveAdmin } from './entities/user.entity';
import { queryAll, type TableClient } from './query-all';

export interface AdminContact {
  id: number;
  email: string;
}

/**
 * The active admins, from their sparse index (gsi4 'active-admins', user.entity.ts):
 * one Query that reads only them, never all users. Each item is checked again, so a
 * key left behind by a race never mails someone who is no longer an active admin.
 */
export async function activeAdmins(db: TableClient): Promise<AdminContact[]> {
  const items = await queryAll(db, {
    IndexName: 'gsi4',
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': 'gsi4pk', '#id': 'id', '#email': 'email', '#roles': 'roles', '#active': 'isActive' },
    ExpressionAttributeValues: { ':pk': ACTIVE_ADMINS_PK },
    ProjectionExpression: '#id, #email, #roles, #active',
  });
  return items
    .filter((u) => Array.isArray(u.roles) && isActiveAdmin({ roles: u.roles as string[], isActive: u.isActive === true }) && typeof u.email === 'string')
    .map((u) => ({ id: Number(u.id), email: String(u.email) }));
}
