export const ROLES = ['ADMIN', 'USER', 'OBSERVER'] as const;
export type Role = (typeof ROLES)[number];

const ROLE_SET: ReadonlySet<string> = new Set(ROLES);

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && ROLE_SET.has(value);
}

/** A role as it may arrive: 'ADMIN', {name: 'ADMIN'}, or {role: ...}. */
function roleName(item: unknown): unknown {
  if (typeof item === 'string') return item.trim().toUpperCase();
  if (item && typeof item === 'object') {
    const { name } = item as { name?: unknown };
    return typeof name === 'string' ? name.trim().toUpperCase() : undefined;
  }
  return undefined;
}

/**
 * Roles arrive as strings, as objects with a name, as a single string, or as an
 * object with a `role` (or `roles`) field. Keeps the given
 * order, because the first role is the one shown; drops unknown names and repeats.
 */
export function normalizeRoles(input: unknown): Role[] {
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    const holder = input as { role?: unknown; roles?: unknown; name?: unknown };
    if (holder.roles !== undefined) return normalizeRoles(holder.roles);
    if (holder.role !== undefined) return normalizeRoles(holder.role);
  }
  const items = Array.isArray(input) ? input : [input];
  const roles: Role[] = [];
  for (const item of items) {
    const name = roleName(item);
    if (isRole(name) && !roles.includes(name)) roles.push(name);
  }
  return roles;
}

/** The role used for display and for the top-bar totals: the first one. */
export function primaryRole(roles: readonly Role[]): Role | undefined {
  return roles[0];
}

/**
 * The role whose screens a person works in: ADMIN outranks USER outranks OBSERVER.
 * This mirrors the route guard, which refuses USER-only routes to an admin and
 * OBSERVER-only routes to an admin or user.
 */
export function effectiveRole(roles: readonly Role[]): Role | undefined {
  return ROLES.find((role) => roles.includes(role));
}

export const hasRole = (roles: readonly Role[], role: Role): boolean => roles.includes(role);
