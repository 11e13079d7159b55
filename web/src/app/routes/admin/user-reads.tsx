import { READ_KIND_TITLES } from '@dosyt/core/audit/read-kinds';
import { formatDateTime, kyivDayKey } from '@dosyt/core/dates/dates';
import type { StaffRead } from '@dosyt/core/api/log-answers';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { CursorPager, useCursorStack } from '../../../components/ui/cursor-pager';
import { DateInput } from '../../../components/ui/date-input';
import { Field } from '../../../components/ui/field';
import { ChevronLeftIcon, DownloadIcon } from '../../../components/ui/icons';
import { InfoPopup } from '../../../components/ui/info-popup';
import { PageSpinner } from '../../../components/ui/spinner';
import { Table, type Column } from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import { useExportStaffReads, useStaffReads } from '../../../features/read-audit/api/staff-reads';
import { useUsersAll } from '../../../features/users/api/get-users-all';

/** The day `days` before a 'YYYY-MM-DD' day. */
function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

const columns: Column<StaffRead>[] = [
  { key: 'at', header: 'Час', cell: (r) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(r.at)}</span> },
  {
    key: 'appeal',
    header: 'Звернення',
    cell: (r) => (
      <Link to={paths.admin.appealsHistoryAppeal.href(r.appealId)} className="font-medium text-brand-700 hover:underline">
        №{r.appealId}
      </Link>
    ),
  },
  { key: 'what', header: 'Дія', cell: (r) => READ_KIND_TITLES[r.what] },
];

/**
 * /admin/settings/users/{id}/reads (ADMIN): every read of appeals' personal data by one
 * staff member in a period, newest first, 'Старіші' paging back in time,
 * and the period as a workbook. Reached from the users table.
 */
export function Component() {
  const userId = Number(useParams().id);
  const today = kyivDayKey(Date.now());
  const [draft, setDraft] = useState({ from: daysBefore(today, 30), to: today });
  const [period, setPeriod] = useState(draft);
  const cursors = useCursorStack();
  const [error, setError] = useState<{ from?: string; to?: string }>({});
  const reads = useStaffReads({ userId, ...period, before: cursors.before });
  const exportReads = useExportStaffReads();
  const person = useUsersAll().data?.find((u) => u.id === userId);

  const apply = () => {
    const next = {
      from: draft.from ? undefined : 'Вкажіть дату',
      to: !draft.to ? 'Вкажіть дату' : draft.from && draft.to < draft.from ? 'Кінець періоду раніше за його початок' : undefined,
    };
    setError(next);
    if (next.from || next.to) return;
    cursors.reset();
    setPeriod(draft);
  };

  return (
    <section className="flex flex-col gap-4">
      <Link to={paths.admin.settingsUsers.href()} className="inline-flex items-center gap-1 self-start text-sm text-brand-700 hover:underline">
        <ChevronLeftIcon />
        До списку користувачів
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Перегляди персональних даних</h1>
          <p className="text-slate-700">Працівник: {person ? `${person.name} ${person.last_name}` : `№${userId}`}</p>
        </div>
        <Button variant="secondary" onClick={() => exportReads.mutate({ userId, ...period })} loading={exportReads.isPending}>
          <DownloadIcon />
          Завантажити xlsx
        </Button>
      </div>
      <form
        className="flex flex-wrap items-start gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <Field label="Від" className="w-48" error={error.from}>
          {(aria) => <DateInput {...aria} value={draft.from} max={draft.to || undefined} onChange={(from) => setDraft((d) => ({ ...d, from }))} />}
        </Field>
        <Field label="До" className="w-48" error={error.to}>
          {(aria) => <DateInput {...aria} value={draft.to} min={draft.from || undefined} onChange={(to) => setDraft((d) => ({ ...d, to }))} />}
        </Field>
        <Button type="submit" className="mt-6">
          Показати
        </Button>
      </form>
      {reads.isError && (
        <p role="alert" className="text-rose-700">
          Не вдалося завантажити перегляди. Спробуйте ще раз
        </p>
      )}
      {reads.isPending ? (
        <PageSpinner />
      ) : (
        <Table
          caption="Перегляди персональних даних за період"
          columns={columns}
          rows={reads.data?.reads ?? []}
          rowKey={(r) => r.id}
          emptyText="За цей період переглядів немає"
        />
      )}
      <CursorPager cursors={cursors} next={reads.data?.next} />
      <InfoPopup open={exportReads.isError} kind="error" message="Не вдалося завантажити файл" onClose={() => exportReads.reset()} />
    </section>
  );
}
