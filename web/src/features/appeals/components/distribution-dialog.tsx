import { formatTimeLeft } from '@dosyt/core/appeal/deadline.rules';
import { STATUS } from '@dosyt/core/status/status.rules';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { PageSpinner } from '../../../components/ui/spinner';
import { StatusBadge } from '../../../components/ui/status-badge';
import { Table } from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import { useAppealAssignments } from '../api/get-appeal-assignments';
import type { AppealAssignment } from '../types';
import { AssignExecutorForm, type ReferenceNames } from './assign-executor-form';

export const DISTRIBUTION_TITLE = 'Розподіл звернень між виконавцями';

export const executorName = (a: Pick<AppealAssignment, 'user' | 'userId'>): string =>
  a.user ? `${a.user.name} ${a.user.last_name}`.trim() : `Користувач №${a.userId}`;

/** The appeal's executors, one row per executor and requested type. */
export function AssignmentsTable({ rows, caption }: { rows: AppealAssignment[]; caption: string }) {
  return (
    <Table
      caption={caption}
      rows={rows}
      rowKey={(row) => row.id}
      emptyText="Виконавців ще не призначено"
      columns={[
        { key: 'id', header: '№', cell: (row) => row.id },
        { key: 'executor', header: 'Виконавець', cell: (row) => executorName(row) },
        { key: 'type', header: 'Тип допомоги', cell: (row) => row.AssistanceTypes?.description ?? '—' },
        { key: 'status', header: 'Статус', cell: (row) => <StatusBadge statusId={row.appealStatusId} title={row.appealStatus?.title} /> },
        {
          key: 'deadline',
          header: 'Термін',
          cell: (row) => <span className="whitespace-nowrap">{row.appealStatusId === STATUS.FINISH ? '—' : formatTimeLeft(row.prosessing_time)}</span>,
        },
        {
          key: 'link',
          header: 'Дія',
          // A new record can be edited; any other is opened to view.
          cell: (row) => (
            <Link to={paths.admin.appealHistoryEdit.href(row.id)} className="text-brand-700 underline-offset-2 hover:underline">
              {row.appealStatusId === STATUS.NEW ? 'Редагувати' : 'Переглянути'}
            </Link>
          ),
        },
      ]}
    />
  );
}

export function DistributionDialog({
  appealId,
  open,
  onClose,
  appeal,
}: {
  appealId: number | string;
  open: boolean;
  onClose: () => void;
  /** Given on the admin's appeal screen: the requested types and how to name things, for adding an executor. */
  appeal?: { assistanceIds: number[]; status_id: number; names: ReferenceNames };
}) {
  const assignments = useAppealAssignments(appealId, open);
  return (
    <Modal open={open} onClose={onClose} title={DISTRIBUTION_TITLE} size="xl" footer={<Button onClick={onClose}>Закрити</Button>}>
      {assignments.isPending ? (
        <PageSpinner />
      ) : assignments.isError ? (
        <p role="alert" className="text-sm text-rose-700">
          Не вдалося завантажити розподіл.
        </p>
      ) : (
        <>
          <AssignmentsTable caption={DISTRIBUTION_TITLE} rows={assignments.data} />
          {appeal && <AssignExecutorForm appealId={appealId} assistanceIds={appeal.assistanceIds} statusId={appeal.status_id} {...appeal.names} />}
        </>
      )}
    </Modal>
  );
}
