import { normalizeRoles, ROLES, type Role } from '@dosyt/core/access/roles';
import { type AdminProfileBody } from '@dosyt/core/user/profile.schema';
import { TOP_ADMIN_ID } from '@dosyt/core/user/user.rules';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api-client';
import { withItem } from '../../../lib/with-item';
import { Field } from '../../../components/ui/field';
import { useSetUserProfile, useSetUserRoles, useSetWorkStatus } from '../api/edit-user';
import type { StaffUser } from '../types';

const ROLE_LABELS: Record<Role, string> = { ADMIN: 'Адміністратор (ADMIN)', USER: 'Виконавець (USER)', OBSERVER: 'Спостерігач (OBSERVER)' };

type Id = number | string;

/** A community as the picker gives it: the КАТОТТГ code and the name shown. */
export interface PlacePick {
  id: Id;
  name: string;
}

/** The pickers come from other features (communities, assistance): the route supplies them. */
export interface UserEditPickers {
  renderRegion: (props: { id: string; value: Id | null; onChange: (regionId: Id | null) => void }) => ReactNode;
  renderCommunity: (props: { id: string; regionId: Id | null; value: PlacePick | null; onChange: (community: PlacePick | null) => void }) => ReactNode;
  renderFunctions: (props: { value: number[]; onChange: (ids: number[]) => void }) => ReactNode;
}

const functionIds = (user: StaffUser): number[] => (user.assistance_id ?? []).map((a) => a.id);
const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x) => b.includes(x));
const communityOf = (user: StaffUser): PlacePick | null =>
  user.community_id == null ? null : { id: user.community_id, name: user.community?.name ?? String(user.community_id) };

export const isWorking = (value: StaffUser['workStatus']) =>
  value === undefined || value === null || value === true || value === 1 || value === 'true' || value === '1';

/**
 * An admin's edit of another person's roles, region, community, functions and 'Працює'
 * flag. The server refuses taking ADMIN from user 1 or from the last admin, ends the
 * person's sessions on a role change and keeps every change on the audit trail.
 */
export function UserEditDialog({
  user,
  currentUserId,
  onClose,
  renderRegion,
  renderCommunity,
  renderFunctions,
}: { user: StaffUser | null; currentUserId: number; onClose: () => void } & UserEditPickers) {
  const setRoles = useSetUserRoles();
  const setWork = useSetWorkStatus();
  const setProfile = useSetUserProfile();
  const [roles, setRolesDraft] = useState<Role[]>([]);
  const [working, setWorking] = useState(true);
  const [regionId, setRegionId] = useState<Id | null>(null);
  const [community, setCommunity] = useState<PlacePick | null>(null);
  const [functions, setFunctions] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!user) return;
    setRolesDraft(normalizeRoles(user.roles));
    setWorking(isWorking(user.workStatus));
    setRegionId(user.region_id ?? null);
    setCommunity(communityOf(user));
    setFunctions(functionIds(user));
    setError(null);
  }, [user]);

  if (!user) return null;
  const own = user.id === currentUserId;
  const toggleRole = (role: Role, on: boolean) => setRolesDraft((now) => withItem(now, role, on));

  const save = async () => {
    setError(null);
    try {
      const placeChanged = String(regionId ?? '') !== String(user.region_id ?? '') || String(community?.id ?? '') !== String(user.community_id ?? '');
      const functionsChanged = user.id !== TOP_ADMIN_ID && !sameIds(functions, functionIds(user));
      if (placeChanged || functionsChanged) {
        if (placeChanged && (regionId == null || community == null)) throw new Error('Оберіть область і громаду');
        // Only what changed: the server checks and saves just these, so an account whose
        // owner has not filled in the position or institution yet can still be moved. It
        // runs before the roles, since the server lets a non-admin's role follow the functions.
        const body: AdminProfileBody = {
          ...(placeChanged && regionId != null && community != null ? { region_id: Number(regionId), community_id: String(community.id) } : {}),
          ...(functionsChanged ? { assistance_id: functions } : {}),
        };
        await setProfile.mutateAsync({ id: user.id, body });
      }
      const before = normalizeRoles(user.roles);
      const rolesChanged = before.length !== roles.length || before.some((r) => !roles.includes(r));
      if (rolesChanged) await setRoles.mutateAsync({ id: user.id, roles: ROLES.filter((r) => roles.includes(r)) });
      if (working !== isWorking(user.workStatus)) await setWork.mutateAsync({ id: user.id, workStatus: working });
      onClose();
    } catch (e) {
      setError(isApiError(e) || e instanceof Error ? e.message : 'Сталася помилка. Спробуйте ще раз');
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={`Редагувати: ${user.name} ${user.last_name}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Скасувати
          </Button>
          <Button onClick={() => void save()} loading={setRoles.isPending || setWork.isPending || setProfile.isPending}>
            Зберегти
          </Button>
        </>
      }
    >
      <fieldset className="flex flex-col gap-2" disabled={own}>
        <legend className="mb-1 text-sm font-medium text-slate-800">Ролі</legend>
        {ROLES.map((role) => (
          <label key={role} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={roles.includes(role)}
              disabled={role === 'ADMIN' && user.id === TOP_ADMIN_ID}
              onChange={(event) => toggleRole(role, event.target.checked)}
            />
            {ROLE_LABELS[role]}
          </label>
        ))}
        {own && <p className="text-xs text-slate-500">Власні ролі змінювати не можна</p>}
      </fieldset>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field label="Область">
          {(aria) =>
            renderRegion({
              id: aria.id,
              value: regionId,
              onChange: (next) => {
                setRegionId(next);
                // Communities belong to a region: a new region clears the pick.
                setCommunity(null);
              },
            })
          }
        </Field>
        <Field label="Громада">{(aria) => renderCommunity({ id: aria.id, regionId, value: community, onChange: setCommunity })}</Field>
      </div>
      {user.id !== TOP_ADMIN_ID && <div className="mt-4">{renderFunctions({ value: functions, onChange: setFunctions })}</div>}
      <label className="mt-4 flex items-center gap-2 text-sm">
        <input type="checkbox" checked={working} onChange={(event) => setWorking(event.target.checked)} />
        Працює (знятий прапорець: відпустка чи лікарняний, звернення не розподіляються)
      </label>
      {error && (
        <p role="alert" className="mt-3 text-sm text-rose-700">
          {error}
        </p>
      )}
    </Modal>
  );
}
