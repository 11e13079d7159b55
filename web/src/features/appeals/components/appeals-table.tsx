import { formatTimeLeft } from '@dosyt/core/appeal/deadline.rules';
import { splitAssistansType } from '@dosyt/core/assistance/assistance';
import { formatDateTime } from '@dosyt/core/dates/dates';
import { regionLabel } from '@dosyt/core/region/region.rules';
import { STATUS } from '@dosyt/core/status/status.rules';
import { Link } from 'react-router-dom';
import { ListPhone } from '../../../components/appeals/masked-phone';
import { Checkbox } from '../../../components/ui/checkbox';
import { cn } from '../../../components/ui/cn';
import { RiskBadge } from '../../../components/safety/risk-badge';
import { StatusBadge, statusRowClass } from '../../../components/ui/status-badge';
import { Table, type Column } from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import type { AppealCommunity, AppealRow } from '../types';

/** Links inside a clickable row sit above the row's own link. */
const innerLink = 'relative z-10 text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

export const applicantName = (row: Pick<AppealRow, 'name' | 'last_name'>): string => `${row.name} ${row.last_name ?? ''}`.trim();

/** Deadline: time left while open; a finished appeal has none. */
export const deadlineText = (row: Pick<AppealRow, 'status_id' | 'prosessing_time'>): string =>
  row.status_id === STATUS.FINISH ? '—' : formatTimeLeft(row.prosessing_time);

export function CommunityCell({ community }: { community: AppealCommunity | null | undefined }) {
  if (!community) return <span className="text-slate-600">—</span>;
  return (
    <ul className="text-xs leading-snug">
      <li className="font-medium text-slate-800">{community.name}</li>
      {community.adminCenter && <li>{community.adminCenter}</li>}
      {community.region && <li>{regionLabel(community.region)}</li>}
    </ul>
  );
}

/** Name as given; the phone masked with 'Показати', a whole number (older answers) as a link. */
export function ApplicantCell({ row }: { row: Pick<AppealRow, 'id' | 'name' | 'last_name' | 'phone'> }) {
  return (
    <div className="flex flex-col">
      <span className="font-medium text-slate-900">{applicantName(row)}</span>
      <ListPhone appealId={row.id} phone={row.phone} linkClassName={cn(innerLink, 'whitespace-nowrap')} />
    </div>
  );
}

export function RequestTypeCell({ text }: { text: string }) {
  const lines = splitAssistansType(text);
  return (
    <ul className="text-xs leading-snug">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * The admin appeals list. A click anywhere on a row opens the
 * appeal's history (its number is the real link, so keyboards reach it too).
 */
export function AppealsTable({ rows, caption }: { rows: AppealRow[]; caption: string }) {
  const columns: Column<AppealRow>[] = [
    {
      key: 'id',
      header: '№',
      cell: (row) => (
        <div className="flex flex-col">
          {/* The stretched link: its ::after covers the whole row. */}
          <Link
            to={paths.admin.appealsHistoryAppeal.href(row.id)}
            className="font-semibold text-slate-900 after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-brand-600"
            // The name starts with the visible number (WCAG 2.5.3), then says where it leads.
            aria-label={`${row.id}: історія звернення`}
          >
            {row.id}
          </Link>
          {row.isDuplicate && row.duplicateOf != null && <span className="text-xs text-slate-600">дубль №{row.duplicateOf}</span>}
        </div>
      ),
    },
    { key: 'date', header: 'Дата / час', fold: 'narrow', cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.createdAt)}</span> },
    { key: 'applicant', header: 'Заявник', cell: (row) => <ApplicantCell row={row} /> },
    { key: 'channel', header: 'Месенджер', fold: 'laptop', cell: (row) => row.communiction },
    { key: 'type', header: 'Тип звернення', fold: 'narrow', cell: (row) => <RequestTypeCell text={row.assistans_type} /> },
    { key: 'community', header: 'Громада', fold: 'laptop', cell: (row) => <CommunityCell community={row.community} /> },
    {
      key: 'children',
      header: 'Допомога дітям',
      fold: 'laptop',
      className: 'text-center',
      cell: (row) => <Checkbox checked={row.children_help} disabled readOnly aria-label={row.children_help ? 'Допомога дітям: так' : 'Допомога дітям: ні'} />,
    },
    {
      key: 'status',
      header: 'Статус',
      cell: (row) => (
        <span className="inline-flex flex-col items-start gap-1">
          <StatusBadge statusId={row.status_id} title={row.status?.title} />
          <RiskBadge level={row.risk_level} />
        </span>
      ),
    },
    { key: 'deadline', header: 'Термін', fold: 'narrow', cell: (row) => <span className="whitespace-nowrap">{deadlineText(row)}</span> },
    {
      key: 'action',
      header: 'Дія',
      cell: (row) =>
        row.status_id === STATUS.FINISH ? (
          <Link to={paths.admin.appealReport.href(row.id)} className={innerLink} title="Звіт">
            Звіт
          </Link>
        ) : (
          <Link to={paths.admin.appealEdit.href(row.id)} className={innerLink} title="Редагування">
            Редагувати
          </Link>
        ),
    },
  ];

  return (
    <Table
      caption={caption}
      phoneCards
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      rowLabel={(row) => `звернення №${row.id}`}
      emptyText="Звернень немає"
      rowClassName={(row) => cn('relative cursor-pointer', statusRowClass(row.status_id))}
    />
  );
}
