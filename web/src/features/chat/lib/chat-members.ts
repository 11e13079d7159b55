import { normalizeRoles } from '@dosyt/core/access/roles';

/** Who belongs in the chat's user list: active staff who can chat (ADMIN or USER); an OBSERVER cannot read the chat. */
export function chatMembers<U extends { roles?: unknown; isActive?: boolean | null }>(users: readonly U[]): U[] {
  return users.filter((u) => {
    if (u.isActive === false) return false;
    if (u.roles === undefined) return true;
    return normalizeRoles(u.roles).some((role) => role === 'ADMIN' || role === 'USER');
  });
}
