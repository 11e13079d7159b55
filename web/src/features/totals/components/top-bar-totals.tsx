import { primaryRole, type Role } from '@dosyt/core/access/roles';
import { useTotalsByStatus, type StatusTotals } from '../api/get-totals-by-status';
import { useUserTotals } from '../api/get-user-totals';

const ITEMS: { key: keyof StatusTotals; label: string; className: string }[] = [
  { key: 'totals', label: 'Всього', className: 'bg-slate-100 text-slate-800' },
  { key: 'new', label: 'Нові', className: 'bg-rose-100 text-rose-800' },
  { key: 'in_work', label: 'В роботі', className: 'bg-sky-100 text-sky-800' },
  { key: 'completed', label: 'Виконані', className: 'bg-emerald-100 text-emerald-800' },
];

export interface TopBarTotalsProps {
  userId: number | null;
  roles: readonly Role[];
}

/**
 * Counters in the top bar. The first role decides: USER sees
 * their own assignments, everyone else the global totals. A failed call shows nothing.
 */
export function TopBarTotals({ userId, roles }: TopBarTotalsProps) {
  const ownTotals = primaryRole(roles) === 'USER';
  const user = useUserTotals(userId, ownTotals);
  const global = useTotalsByStatus(!ownTotals && roles.length > 0);
  const data = ownTotals ? user.data : global.data;
  if (!data) return null;

  return (
    <dl aria-label="Звернення за статусами" className="hidden items-center gap-2 text-xs md:flex">
      {ITEMS.map(({ key, label, className }) => (
        <div key={key} className={`flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 whitespace-nowrap ${className}`}>
          <dt>{label}:</dt>
          <dd className="font-semibold">{Number(data[key]) || 0}</dd>
        </div>
      ))}
    </dl>
  );
}
