import { ForbiddenError } from '@dosyt/core/errors';
import { db } from '../db/service';
import { isOfRegion, type Caller } from '../lib/caller';
import { viewsOf, type UserView } from './user-view';

/** Every account, by id (admin tables, executor choice). */
export async function listUsers(): Promise<UserView[]> {
  const { data } = await db().entities.user.query.all({}).go({ pages: 'all' });
  return viewsOf(data);
}

/** The people of one region: any region for an admin, only one's own for everyone else. */
export async function listRegionUsers(caller: Caller, regionId: number): Promise<UserView[]> {
  if (!isOfRegion(caller, regionId)) {
    throw new ForbiddenError('Можна переглядати лише користувачів своєї області');
  }
  const { data } = await db().entities.user.query.byRegion({ regionId }).go({ pages: 'all' });
  return viewsOf(data);
}
