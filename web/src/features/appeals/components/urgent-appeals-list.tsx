import { formatTimeLeft } from '@dosyt/core/appeal/deadline.rules';
import { formatDateTime } from '@dosyt/core/dates/dates';
import { Link } from 'react-router-dom';
import { Table } from '../../../components/ui/table';
import { paths } from '../../../config/paths';

/** Written out in full so Tailwind finds the classes. */
const TONES = {
  red: { section: 'border-red-700 bg-red-50', text: 'text-red-900' },
  rose: { section: 'border-rose-600 bg-rose-50', text: 'text-rose-900' },
} as const;

interface UrgentRow {
  id: number;
  createdAt: string;
  region_id: number | null;
  prosessing_time: number;
}

export interface UrgentAppealsListProps<T extends UrgentRow> {
  /** The section's id stem: `<name>-title` labels it, `<name>-appeals` is its test id. */
  name: string;
  title: string;
  intro: string;
  tone: keyof typeof TONES;
  rows: T[];
  regionName: (id: number | null) => string;
  /** The types column: its header and its text, one line per type in the row. */
  typesHeader: string;
  types: (row: T) => string;
  linkText: (id: number) => string;
}

/** Above the appeals list: appeals that need someone first, each a link to its edit screen. Hidden when none. */
export function UrgentAppealsList<T extends UrgentRow>({ name, title, intro, tone, rows, regionName, typesHeader, types, linkText }: UrgentAppealsListProps<T>) {
  if (rows.length === 0) return null;
  const colours = TONES[tone];
  return (
    <section aria-labelledby={`${name}-title`} className={`flex flex-col gap-2 rounded-lg border-2 p-4 ${colours.section}`} data-testid={`${name}-appeals`}>
      <h2 id={`${name}-title`} className={`text-lg font-semibold ${colours.text}`}>
        {title} <span className="text-sm font-normal">({rows.length})</span>
      </h2>
      <p className={`text-sm ${colours.text}`}>{intro}</p>
      <Table
        caption={title}
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          { key: 'id', header: '№', cell: (row) => row.id },
          { key: 'date', header: 'Дата', cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.createdAt)}</span> },
          { key: 'region', header: 'Область', cell: (row) => regionName(row.region_id) },
          { key: 'types', header: typesHeader, cell: (row) => types(row).split('\n').filter(Boolean).join(', ') },
          { key: 'deadline', header: 'Термін', cell: (row) => <span className="whitespace-nowrap">{formatTimeLeft(row.prosessing_time)}</span> },
          {
            key: 'link',
            header: 'Дія',
            cell: (row) => (
              <Link to={paths.admin.appealEdit.href(row.id)} className="font-medium text-brand-700 underline">
                {linkText(row.id)}
              </Link>
            ),
          },
        ]}
      />
    </section>
  );
}
