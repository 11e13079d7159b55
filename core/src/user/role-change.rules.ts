import type { Role } from '../access/roles';
import { TOP_ADMIN_ID } from './user.rules';

export const ROLE_CHANGE_MESSAGES = {
  noRoles: 'Оберіть хоча б одну роль',
  topAdmin: 'Роль головного адміністратора змінювати не можна',
  lastAdmin: 'Не можна зняти роль адміністратора з останнього адміністратора',
  ownRoles: 'Власні ролі змінювати не можна',
} as const;

export interface RoleChange {
  /** Who changes the roles. */
  callerId: number;
  targetId: number;
  current: readonly Role[];
  next: readonly Role[];
  /** Active accounts holding ADMIN now, the target included if it is one. */
  activeAdmins: number;
}

/**
 * Why an admin may not give these roles, or null when they may. User 1 always keeps
 * ADMIN; the platform always keeps at least one active ADMIN; nobody changes their
 * own roles (an admin cannot lock themselves out by mistake).
 */
export function roleChangeRefusal({ callerId, targetId, current, next, activeAdmins }: RoleChange): string | null {
  if (next.length === 0) return ROLE_CHANGE_MESSAGES.noRoles;
  if (targetId === callerId) return ROLE_CHANGE_MESSAGES.ownRoles;
  const losesAdmin = current.includes('ADMIN') && !next.includes('ADMIN');
  if (losesAdmin && targetId === TOP_ADMIN_ID) return ROLE_CHANGE_MESSAGES.topAdmin;
  if (losesAdmin && activeAdmins <= 1) return ROLE_CHANGE_MESSAGES.lastAdmin;
  return null;
}

/** The names of what changed between two records, for the audit trail (no values of personal fields). */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): (keyof T & string)[] {
  return (Object.keys(after) as (keyof T & string)[]).filter((key) => after[key] !== undefined && JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}
