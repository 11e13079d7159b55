import { db } from '../db/service';
import type { CommunityItem } from '../db/entities/community.entity';
import type { UserItem } from '../db/entities/user.entity';

export interface UserLookups {
  assistance: Map<number, string>;
  communities: Map<string, CommunityItem>;
}

/** Descriptions of the users' functions and their communities, in two reads whatever the number of users. */
export async function lookupsFor(users: readonly UserItem[]): Promise<UserLookups> {
  const communityIds = [...new Set(users.map((u) => u.communityId).filter((id): id is string => Boolean(id)))];
  const [types, communities] = await Promise.all([
    db().entities.assistanceType.query.byId({}).go({ pages: 'all' }),
    communityIds.length > 0
      ? db()
          .entities.community.get(communityIds.map((id) => ({ id })))
          .go()
      : Promise.resolve({ data: [] as CommunityItem[] }),
  ]);
  return {
    assistance: new Map(types.data.map((t) => [t.id, t.description])),
    communities: new Map(communities.data.map((c) => [c.id, c])),
  };
}

/**
 * A person as the profile and the user tables read them.
 * Never the password hash, the lock counters or the assignment load.
 */
export function userView(user: UserItem, lookups: UserLookups) {
  const community = user.communityId ? lookups.communities.get(user.communityId) : undefined;
  return {
    id: user.id,
    name: user.name,
    last_name: user.last_name,
    phone: user.phone,
    email: user.email,
    responsability: user.responsability,
    institution: user.institution,
    assistance_id: user.assistanceIds.map((id) => ({ id, description: lookups.assistance.get(id) ?? '' })),
    pendingAssistanceIds: user.pendingAssistanceIds?.length ? [...user.pendingAssistanceIds] : null,
    region_id: user.regionId ?? null,
    community_id: user.communityId ?? null,
    district_id: user.districtId ?? null,
    community: community ? { name: community.name, region: community.region, adminCenter: community.adminCenter, region_id: community.regionId } : null,
    roles: [...user.roles],
    isActive: user.isActive,
    emailVerified: user.emailVerified,
    isOnline: user.isOnline ?? false,
    workStatus: user.workStatus ?? true,
    /** The last visit (`updatedAt` on the wire). */
    updatedAt: user.lastSeenAt ?? null,
  };
}

export type UserView = ReturnType<typeof userView>;

export async function viewsOf(users: readonly UserItem[]): Promise<UserView[]> {
  const lookups = await lookupsFor(users);
  return [...users].sort((a, b) => a.id - b.id).map((u) => userView(u, lookups));
}

export async function viewOf(user: UserItem): Promise<UserView> {
  return userView(user, await lookupsFor([user]));
}
