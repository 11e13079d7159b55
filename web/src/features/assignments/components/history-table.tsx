import { formatTimeLeft } from '@dosyt/core/appeal/deadline.rules';
import { formatDateTime } from '@dosyt/core/dates/dates';
import { regionLabel } from '@dosyt/core/region/region.rules';
import { STATUS } from '@dosyt/core/status/status.rules';
import { Link } from 'react-router-dom';
import { cn } from '../../../components/ui/cn';
import { RiskBadge } from '../../../components/safety/risk-badge';
import { StatusBadge, statusRowClass } from '../../../components/ui/status-badge';
import { Table } from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import { ListPhone } from '../../../components/appeals/masked-phone';
import type { AssignmentRecord } from '../types';

const innerLink = 'relative z-10 text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/** 'Перегляд' for a finished record, 'Редагування' otherwise. */
export const recordLinkTitle = (statusId: number): string => (statusId === STATUS.FINISH ? 'Перегляд' : 'Редагування');

/**
 * A person's own appeals (their history records): the admin list's columns without
 * children help. A click on a row opens the record.
 */
export function HistoryTable({ rows, caption }: { rows: AssignmentRecord[]; caption: string }) {
  return (
    <Table
      caption={caption}
      phoneCards
      rows={rows}
      rowKey={(row) => row.id}
      rowLabel={(row) => `звернення №${row.appealId}, запис ${row.id}`}
      emptyText="Звернень немає"
      rowClassName={(row) => cn('relative cursor-pointer', statusRowClass(row.appealStatusId))}
      columns={[
        {
          key: 'id',
          header: '№',
          cell: (row) => (
            <div className="flex flex-col">
              <Link
                to={paths.admin.appealHistoryEdit.href(row.id)}
                className="inline-flex min-h-6 min-w-6 items-center font-semibold text-slate-900 after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-brand-600"
                // The name starts with the visible number (WCAG 2.5.3).
                aria-label={`${row.appealId}: ${recordLinkTitle(row.appealStatusId).toLowerCase()} запису ${row.id}`}
              >
                {row.appealId}
              </Link>
              <Link to={paths.admin.appealsHistoryAppeal.href(row.appealId)} className={cn(innerLink, 'inline-flex min-h-6 items-center text-xs')}>
                Хронологія
              </Link>
              {row.unreadPersonMessage && (
                <span
                  className="mt-1 self-start rounded bg-amber-500 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-slate-900"
                  data-testid="new-message-badge"
                >
                  Нове повідомлення
                </span>
              )}
            </div>
          ),
        },
        {
          key: 'date',
          header: 'Дата / час',
          fold: 'narrow',
          cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.appeal?.createdAt ?? row.createdAt)}</span>,
        },
        {
          key: 'applicant',
          header: 'Заявник',
          cell: (row) =>
            row.appeal ? (
              <div className="flex flex-col">
                <span className="font-medium text-slate-900">{`${row.appeal.name} ${row.appeal.last_name ?? ''}`.trim()}</span>
                <ListPhone appealId={row.appealId} phone={row.appeal.phone} linkClassName={cn(innerLink, 'whitespace-nowrap')} />
              </div>
            ) : (
              '—'
            ),
        },
        { key: 'channel', header: 'Месенджер', fold: 'laptop', cell: (row) => row.appeal?.communiction ?? '—' },
        { key: 'type', header: 'Тип звернення', fold: 'narrow', cell: (row) => <span className="text-xs">{row.AssistanceTypes?.description ?? '—'}</span> },
        {
          key: 'community',
          header: 'Громада',
          fold: 'laptop',
          cell: (row) =>
            row.appeal?.community ? (
              <ul className="text-xs leading-snug">
                <li className="font-medium text-slate-800">{row.appeal.community.name}</li>
                {row.appeal.community.region && <li>{regionLabel(row.appeal.community.region)}</li>}
              </ul>
            ) : (
              '—'
            ),
        },
        {
          key: 'status',
          header: 'Статус',
          cell: (row) => (
            <span className="inline-flex flex-col items-start gap-1">
              <StatusBadge statusId={row.appealStatusId} title={row.appealStatus?.title} />
              <RiskBadge level={row.appeal?.risk_level} />
            </span>
          ),
        },
        {
          key: 'deadline',
          header: 'Термін',
          fold: 'narrow',
          cell: (row) => <span className="whitespace-nowrap">{row.appealStatusId === STATUS.FINISH ? '—' : formatTimeLeft(row.prosessing_time)}</span>,
        },
        {
          key: 'action',
          header: 'Дія',
          cell: (row) => {
            const title = recordLinkTitle(row.appealStatusId);
            return (
              <Link to={paths.admin.appealHistoryEdit.href(row.id)} className={innerLink} title={title}>
                {title}
              </Link>
            );
          },
        },
      ]}
    />
  );
}
