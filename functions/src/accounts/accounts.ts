import { ConflictError, NotFoundError, ValidationError } from '@dosyt/core/errors';
import { normalizeRoles } from '@dosyt/core/access/roles';
import { db } from '../db/service';
import { nextId } from '../db/counters';
import { activeAdminKeys, executorKeys, type UserItem } from '../db/entities/user.entity';
import type { NewOneTimeToken } from '../db/entities/one-time-token.entity';
import type { Caller } from '../lib/tokens';

/** Registration's answer to a taken address: the web maps a message ending 'email already exist'. */
export const EMAIL_TAKEN_MESSAGE = 'User with this email already exist';
export const USER_NOT_FOUND_MESSAGE = 'Користувача не знайдено';

export async function findUserByEmail(email: string): Promise<UserItem | undefined> {
  const { data } = await db().entities.user.query.byEmail({ email: email.trim().toLowerCase() }).go();
  return data[0];
}

export async function getUser(id: number): Promise<UserItem | undefined> {
  const { data } = await db().entities.user.get({ id }).go();
  return data ?? undefined;
}

export async function requireUser(id: number): Promise<UserItem> {
  const user = await getUser(id);
  if (!user) throw new NotFoundError(USER_NOT_FOUND_MESSAGE);
  return user;
}

export const fullName = (user: Pick<UserItem, 'name' | 'last_name'>): string => `${user.name} ${user.last_name}`.trim();

/** The access token's view of a person, always from the stored account. */
export function callerOf(user: UserItem): Caller {
  return { userId: user.id, name: fullName(user), roles: normalizeRoles(user.roles), regionId: user.regionId ?? null };
}

export interface Place {
  regionId: number;
  communityId: string;
  districtId: string;
}

/** A region of the active list and a community inside it, or a 400. */
export async function resolvePlace(regionId: number, communityRef: string | undefined): Promise<Place> {
  const { data: region } = await db().entities.region.get({ id: regionId }).go();
  if (!region || !region.active) throw new ValidationError('Оберіть область зі списку', { region_id: 'Оберіть область зі списку' });
  const { data: community } = communityRef ? await db().entities.community.get({ id: communityRef }).go() : { data: null };
  if (!community || community.regionId !== regionId) {
    throw new ValidationError('Оберіть громаду обраної області', { community_id: 'Оберіть громаду обраної області' });
  }
  return { regionId, communityId: community.id, districtId: community.district_id };
}

/** Functions must be assistance types that exist and are not retired. */
export async function assertKnownFunctions(ids: readonly number[]): Promise<void> {
  const { data } = await db().entities.assistanceType.query.byId({}).go({ pages: 'all' });
  const known = new Set(data.filter((t) => !t.retired).map((t) => t.id));
  if (ids.some((id) => !known.has(id))) {
    throw new ValidationError('Обрано невідомий функціонал', { assistance_id: 'Обрано невідомий функціонал' });
  }
}

export type NewAccount = Omit<UserItem, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * Creates the user, its e-mail guard and (optionally) a mailed link in one
 * transaction: two registrations with one address cannot both succeed. A clash
 * of simultaneous transactions, or an id already taken, is retried.
 */
export async function createAccount(account: NewAccount, link?: NewOneTimeToken): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const id = await nextId('user');
    const result = await db()
      .transaction.write(({ user, uniqueEmail, oneTimeToken }) => [
        user.create({ ...account, id, ...activeAdminKeys({ ...account, id }), ...executorKeys({ ...account, id }) }).commit(),
        uniqueEmail.create({ email: account.email, userId: id }).commit(),
        ...(link ? [oneTimeToken.create({ ...link, userId: id }).commit()] : []),
      ])
      .go();
    if (!result.canceled) return id;
    const [userWrite, guardWrite] = result.data as Array<{ code?: string } | undefined>;
    if (guardWrite?.code === 'ConditionalCheckFailed') throw new ConflictError(EMAIL_TAKEN_MESSAGE);
    const retryable = userWrite?.code === 'ConditionalCheckFailed' || result.data.some((d) => (d as { code?: string }).code === 'TransactionConflict');
    if (!retryable || attempt >= 3) throw new ConflictError('Не вдалося створити обліковий запис. Спробуйте ще раз');
  }
}
