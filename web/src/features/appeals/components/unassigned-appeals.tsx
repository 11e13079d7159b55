import { formatTimeLeft } from '@dosyt/core/appeal/deadline.rules';
import { formatDateTime } from '@dosyt/core/dates/dates';
import { Link } from 'react-router-dom';
import { Table } from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import { useUnassignedAppeals } from '../api/get-unassigned-appeals';

export const UNASSIGNED_TITLE = 'Без виконавця';

/**
 * The admins' first sight on the appeals list: appeals a requested type of which
 * nobody carries, oldest first, each a link to its distribution. Hidden when none.
 */
export function UnassignedAppeals({ regionName }: { regionName: (id: number | null) => string }) {
  const waiting = useUnassignedAppeals();
  if (!waiting.data || waiting.data.length === 0) return null;
  return (
    <section aria-labelledby="unassigned-title" className="flex flex-col gap-2 rounded-lg border-2 border-rose-600 bg-rose-50 p-4" data-testid="unassigned-appeals">
      <h2 id="unassigned-title" className="text-lg font-semibold text-rose-900">
        {UNASSIGNED_TITLE} <span className="text-sm font-normal">({waiting.data.length})</span>
      </h2>
      <p className="text-sm text-rose-900">Для цих звернень в їхній області немає фахівця: призначте виконавця з будь-якої області у вікні «Розподіл».</p>
      <Table
        caption={UNASSIGNED_TITLE}
        rows={waiting.data}
        rowKey={(row) => row.id}
        columns={[
          { key: 'id', header: '№', cell: (row) => row.id },
          { key: 'date', header: 'Дата', cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.createdAt)}</span> },
          { key: 'region', header: 'Область', cell: (row) => regionName(row.region_id) },
          { key: 'types', header: 'Чекає на', cell: (row) => row.unassigned_types.split('\n').filter(Boolean).join(', ') },
          { key: 'deadline', header: 'Термін', cell: (row) => <span className="whitespace-nowrap">{formatTimeLeft(row.prosessing_time)}</span> },
          {
            key: 'link',
            header: 'Дія',
            cell: (row) => (
              <Link to={paths.admin.appealEdit.href(row.id)} className="font-medium text-brand-700 underline">
                Призначити виконавця у зверненні №{row.id}
              </Link>
            ),
          },
        ]}
      />
    </section>
  );
}
