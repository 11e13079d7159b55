import { normalizeRoles, ROLES, type Role } from '@dosyt/core/access/roles';
import { TOP_ADMIN_ID } from '@dosyt/core/user/user.schema';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api-client';
import { useSetUserRoles, useSetWorkStatus } from '../api/edit-user';
import type { StaffUser } from '../types';

const ROLE_LABELS: Record<Role, string> = { ADMIN: 'Адміністратор (ADMIN)', USER: 'Виконавець (USER)', OBSERVER: 'Спостерігач (OBSERVER)' };

export const isWorking = (value: StaffUser['workStatus']) => value === undefined || value === null || value === true || value === 1 || value === 'true' || value === '1';

/**
 * An admin's edit of another person's roles and 'Працює' flag. The server refuses taking
 * ADMIN from user 1 or from the last admin and ends the person's sessions on a role change.
 */
export function UserEditDialog({ user, currentUserId, onClose }: { user: StaffUser | null; currentUserId: number; onClose: () => void }) {
  const setRoles = useSetUserRoles();
  const setWork = useSetWorkStatus();
  const [roles, setRolesDraft] = useState<Role[]>([]);
  const [working, setWorking] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!user) return;
    setRolesDraft(normalizeRoles(user.roles));
    setWorking(isWorking(user.workStatus));
    setError(null);
  }, [user]);

  if (!user) return null;
  const own = user.id === currentUserId;
  const toggleRole = (role: Role, on: boolean) => setRolesDraft((now) => (on ? [...now, role] : now.filter((r) => r !== role)));

  const save = async () => {
    setError(null);
    try {
      const before = normalizeRoles(user.roles);
      const rolesChanged = before.length !== roles.length || before.some((r) => !roles.includes(r));
      if (rolesChanged) await setRoles.mutateAsync({ id: user.id, roles: ROLES.filter((r) => roles.includes(r)) });
      if (working !== isWorking(user.workStatus)) await setWork.mutateAsync({ id: user.id, workStatus: working });
      onClose();
    } catch (e) {
      setError(isApiError(e) ? e.message : 'Сталася помилка. Спробуйте ще раз');
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
          <Button onClick={() => void save()} loading={setRoles.isPending || setWork.isPending}>
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
