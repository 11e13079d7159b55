import { normalizeRoles } from '@dosyt/core/access/roles';
import { canExecute } from '@dosyt/core/assistance/assistance';
import { regionLabel } from '@dosyt/core/region/region.rules';
import type { ExecutorCandidate } from '../types';

export interface ExecutorOption {
  id: number;
  label: string;
}

/**
 * Who a record can be handed to. Users whose first function is id 0 or
 * 'Моніторинг' are excluded; the server (as distribution does) also needs an active,
 * working USER of the appeal's region who provides the record's type of help, so
 * only such people are offered: choosing anyone else would only be refused.
 */
export function canTakeRecord(user: ExecutorCandidate, record: { typeId?: number | null; regionId?: number | null }): boolean {
  const types = user.assistance_id ?? [];
  return (
    user.isActive !== false &&
    user.workStatus !== false &&
    normalizeRoles(user.roles ?? []).includes('USER') &&
    canExecute(types) &&
    (record.regionId == null || Number(user.region_id) === record.regionId) &&
    (record.typeId == null || types.some((t) => t.id === record.typeId))
  );
}

const fullName = (u: Pick<ExecutorCandidate, 'name' | 'last_name'>) => `${u.name} ${u.last_name}`.trim();

/** The executor select's options; the current executor is always there, first. */
export function executorOptions(
  users: readonly ExecutorCandidate[],
  record: { typeId?: number | null; regionId?: number | null; currentUserId: number; currentName?: string },
  showRegion: boolean,
): ExecutorOption[] {
  const label = (u: ExecutorCandidate) => (showRegion && u.community?.region ? `${fullName(u)} (${regionLabel(u.community.region)})` : fullName(u));
  const current = users.find((u) => u.id === record.currentUserId);
  const others = users.filter((u) => u.id !== record.currentUserId && canTakeRecord(u, record)).sort((a, b) => fullName(a).localeCompare(fullName(b), 'uk'));
  return [
    { id: record.currentUserId, label: current ? label(current) : record.currentName || `Користувач №${record.currentUserId}` },
    ...others.map((u) => ({ id: u.id, label: label(u) })),
  ];
}
