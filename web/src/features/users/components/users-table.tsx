import { MONITORING_ID } from '@dosyt/core/assistance/assistance';
import { formatDateTime } from '@dosyt/core/dates/dates';
import { formatPhoneDisplay, phoneHref } from '@dosyt/core/phone/phone.rules';
import { TOP_ADMIN_ID } from '@dosyt/core/user/user.rules';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { MailIcon } from '../../../components/ui/icons';
import { Table, type Column } from '../../../components/ui/table';
import { mailtoHref } from '../../../config/paths';
import type { StaffUser } from '../types';

export interface UsersTableProps {
  users: StaffUser[];
  caption: string;
  /** Admin list: the status toggle column. */
  onToggleStatus?: (user: StaffUser) => void;
  /** Admin list: the second-factor column and its reset button. */
  onResetTwoFactor?: (user: StaffUser) => void;
  /** Regional list: the working flag and the mail link. */
  regional?: boolean;
  /** Admin list: the roles and 'Працює' editor. */
  onEdit?: (user: StaffUser) => void;
  /** Admin list: a fresh verification link for an unverified address. */
  onResendVerification?: (user: StaffUser) => void;
  /** Admin list: the link to the person's reads of appeals' personal data. */
  readsHref?: (user: StaffUser) => string;
  /** Admin list: a person's own request for new types of help, its types named, with approve and refuse. */
  onDecideAssistance?: (user: StaffUser, approve: boolean) => void;
  /** Names of the types of help, for a request's types the person does not carry yet. */
  assistanceNames?: ReadonlyMap<number, string>;
}

const isMonitoringFirst = (user: StaffUser) => user.assistance_id?.[0]?.id === MONITORING_ID;
const isWorking = (value: StaffUser['workStatus']) => value === true || value === 1 || value === 'true' || value === '1';
const rolesOf = (user: StaffUser) => (Array.isArray(user.roles) ? user.roles.filter((r): r is string => typeof r === 'string') : []);

function YesNo({ value }: { value: boolean }) {
  return (
    <span className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-medium', value ? 'bg-emerald-100 text-emerald-800' : 'bg-rose-100 text-rose-800')}>
      {value ? 'Так' : 'Ні'}
    </span>
  );
}

/**
 * Staff list (all staff for ADMIN, the region's for USER). Inactive rows are tinted, the top admin's
 * row is tinted and cannot be toggled, and Monitoring staff are emphasised.
 */
export function UsersTable({
  users,
  caption,
  onToggleStatus,
  onResetTwoFactor,
  regional = false,
  onEdit,
  onResendVerification,
  readsHref,
  onDecideAssistance,
  assistanceNames,
}: UsersTableProps) {
  const columns: Column<StaffUser>[] = [
    { key: 'number', header: '№', cell: (_u, i) => i + 1, className: 'text-slate-600' },
    {
      key: 'name',
      header: "Ім'я",
      // Name, address and phone together: the columns that matter first fit a 1366 px laptop.
      cell: (u) => (
        <span className="flex flex-col gap-0.5">
          <span className="flex items-center gap-2 whitespace-nowrap">
            {u.isOnline !== undefined && (
              <span
                className={cn('size-2 shrink-0 rounded-full', u.isOnline ? 'bg-emerald-500' : 'bg-slate-300')}
                role="img"
                aria-label={u.isOnline ? 'онлайн' : 'офлайн'}
              />
            )}
            {[u.name, u.last_name].filter(Boolean).join(' ')}
          </span>
          {u.email && <span className="text-xs font-normal break-all text-slate-600">{u.email}</span>}
          {u.phone && (
            <a href={phoneHref(u.phone)} className="text-xs font-normal whitespace-nowrap text-brand-700 hover:underline">
              {formatPhoneDisplay(u.phone)}
            </a>
          )}
        </span>
      ),
      // No minimum on a phone: the name and the actions share its width.
      className: 'md:min-w-48',
    },
    { key: 'position', header: 'Посада', fold: 'laptop', cell: (u) => u.responsability, className: 'min-w-40' },
    {
      key: 'functionality',
      header: 'Функціонал',
      fold: 'laptop',
      cell: (u) => (
        <ul className="flex flex-col gap-0.5">
          {(u.assistance_id ?? []).map((a) => (
            <li key={a.id}>{a.description}</li>
          ))}
        </ul>
      ),
      className: 'min-w-56',
    },
    {
      key: 'location',
      header: 'Місцезнаходження',
      fold: 'laptop',
      cell: (u) => (
        <>
          <span className="block">{u.community?.name}</span>
          {u.community?.region && <span className="block text-xs text-slate-600">{u.community.region} область</span>}
        </>
      ),
      className: 'min-w-52',
    },
    // On a phone the row keeps the name and its actions; the rest folds into 'Докладніше'.
    ...(onEdit ? [{ key: 'roles', header: 'Ролі', fold: 'narrow' as const, cell: (u: StaffUser) => rolesOf(u).join(', ') }] : []),
    ...(onResendVerification
      ? [
          {
            key: 'verified',
            header: 'Email підтверджено',
            fold: 'narrow' as const,
            wrapHeader: true,
            cell: (u: StaffUser) => (
              <span className="flex flex-col items-start gap-1">
                <YesNo value={u.emailVerified === true} />
                {u.emailVerified === false && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onResendVerification(u)}
                    aria-label={`Надіслати ще раз лист підтвердження: ${u.name} ${u.last_name}`}
                  >
                    Надіслати ще раз
                  </Button>
                )}
              </span>
            ),
          },
        ]
      : []),
    { key: 'active', header: 'Активний', fold: 'narrow', cell: (u) => <YesNo value={u.isActive} /> },
    ...(regional || onEdit
      ? [{ key: 'working', header: 'Працює', fold: 'narrow' as const, cell: (u: StaffUser) => <YesNo value={isWorking(u.workStatus ?? true)} /> }]
      : []),
    {
      key: 'last-visit',
      header: 'Останній візит',
      fold: 'laptop',
      cell: (u) => <span className="whitespace-nowrap">{formatDateTime(u.updatedAt ?? undefined)}</span>,
    },
  ];

  if (onResetTwoFactor) {
    columns.push({
      key: 'two-factor',
      header: 'Двофакторний вхід',
      fold: 'narrow',
      wrapHeader: true,
      cell: (u) => (
        <span className="flex flex-col items-start gap-1 whitespace-nowrap">
          {/* Not Так/Ні: those cells answer the other yes-or-no columns. */}
          {u.twoFactor ? 'Увімкнено' : 'Вимкнено'}
          {u.twoFactor && (
            <Button size="sm" variant="secondary" onClick={() => onResetTwoFactor(u)} aria-label={`Скинути другий фактор: ${u.name} ${u.last_name}`}>
              Скинути
            </Button>
          )}
        </span>
      ),
    });
  }
  if (onToggleStatus || onEdit || readsHref || onDecideAssistance) {
    // The row actions in one column, one above the other (the table fits a 1366 px laptop).
    columns.push({
      key: 'actions',
      header: <span className="sr-only">Дії</span>,
      cell: (u) => (
        // One above the other; on a phone's card side by side, under the person.
        <span className="flex flex-col items-stretch gap-1 max-md:flex-row max-md:flex-wrap max-md:items-center">
          {onDecideAssistance && u.pendingAssistanceIds?.length ? (
            // The person asked for these themselves: nothing changes until an admin decides.
            <span
              className="flex flex-col gap-1 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm font-normal text-slate-900"
              data-testid="assistance-request"
            >
              <span className="font-medium">Функціонал очікує підтвердження:</span>
              <ul className="flex flex-col gap-0.5">
                {u.pendingAssistanceIds.map((id) => (
                  <li key={id}>{assistanceNames?.get(id) ?? `№${id}`}</li>
                ))}
              </ul>
              <span className="flex flex-wrap gap-1">
                <Button size="sm" onClick={() => onDecideAssistance(u, true)} aria-label={`Підтвердити функціонал: ${u.name} ${u.last_name}`}>
                  Підтвердити
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onDecideAssistance(u, false)}
                  aria-label={`Відхилити функціонал: ${u.name} ${u.last_name}`}
                >
                  Відхилити
                </Button>
              </span>
            </span>
          ) : null}
          {onToggleStatus && u.id !== TOP_ADMIN_ID && (
            <Button
              size="sm"
              variant={u.isActive ? 'secondary' : 'primary'}
              onClick={() => onToggleStatus(u)}
              aria-label={`${u.isActive ? 'Деактивувати' : 'Активувати'}: ${u.name} ${u.last_name}`}
            >
              {u.isActive ? 'Деактивувати' : 'Активувати'}
            </Button>
          )}
          {onEdit && (
            <Button size="sm" variant="secondary" onClick={() => onEdit(u)} aria-label={`Редагувати: ${u.name} ${u.last_name}`}>
              Редагувати
            </Button>
          )}
          {readsHref && (
            // The person's reads of appeals' personal data.
            <Link
              to={readsHref(u)}
              className="text-center text-sm font-medium whitespace-nowrap text-brand-700 hover:underline"
              aria-label={`Перегляди: ${u.name} ${u.last_name}`}
            >
              Перегляди
            </Link>
          )}
        </span>
      ),
    });
  }
  if (regional) {
    columns.push({
      key: 'mail',
      header: <span className="sr-only">Написати</span>,
      cell: (u) =>
        u.email ? (
          <a href={mailtoHref(u.email)} className="inline-flex rounded p-1 text-brand-700 hover:bg-brand-50" aria-label={`Написати ${u.email}`}>
            <MailIcon />
          </a>
        ) : null,
    });
  }

  return (
    <Table
      caption={caption}
      phoneCards
      columns={columns}
      rows={users}
      rowKey={(u) => u.id}
      rowLabel={(u) => [u.name, u.last_name].filter(Boolean).join(' ')}
      rowClassName={(u) =>
        cn(
          u.id === TOP_ADMIN_ID ? 'bg-slate-100' : !u.isActive && 'bg-rose-50',
          isMonitoringFirst(u) && 'border-l-4 border-l-brand-600 font-semibold text-brand-800',
        )
      }
      emptyText="Користувачів не знайдено"
    />
  );
}
