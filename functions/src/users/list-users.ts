import { ForbiddenError } from '@dosyt/core/errors';
import { db } from '../db/service';
import { isOfRegion, type Caller } from '../lib/caller';
import { viewsOf, type UserView } from './user-view';

/**
 * Every account, by id (admin tables, executor choice), with whether a second factor is
 * set up (the admin's reset button): a yes or no, never the secret.
 */
export async function listUsers(): Promise<(UserView & { twoFactor: boolean })[]> {
  const { data } = await db().entities.user.query.all({}).go({ pages: 'all' });
  const enrolled = new Set(data.filter((u) => u.twoFactorSecret).map((u) => u.id));
  return (await viewsOf(data)).map((view) => ({ ...view, twoFactor: enrolled.has(view.id) }));
}

/** The people of one region: any region for an admin, only one's own for everyone else. */
export async function listRegionUsers(caller: Caller, regionId: number): Promise<UserView[]> {
  if (!isOfRegion(caller, regionId)) {
    throw new ForbiddenError('Можна переглядати лише користувачів своєї області');
  }
  const { data } = await db().entities.user.query.byRegion({ regionId }).go({ pages: 'all' });
  return viewsOf(data);
}
