import { formatTimeLeft } from '@dosyt/core/appeal/deadline.rules';
import { HIGH_RISK_BADGE } from '@dosyt/core/appeal/risk.rules';
import { formatDateTime } from '@dosyt/core/dates/dates';
import { Link } from 'react-router-dom';
import { ShowMore } from '../../../components/ui/cursor-pager';
import { Table } from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import { loadedCount, type NoticeRows } from '../../../lib/use-notice-pages';
import { useHighRiskAppeals } from '../api/get-high-risk-appeals';
import { useUnassignedAppeals } from '../api/get-unassigned-appeals';

/** Written out in full so Tailwind finds the classes. */
const TONES = {
  red: { section: 'border-red-700 bg-red-50', text: 'text-red-900' },
  rose: { section: 'border-rose-600 bg-rose-50', text: 'text-rose-900' },
} as const;

export type UrgentAppealsKind = 'high-risk' | 'unassigned';

interface UrgentRow {
  id: number;
  createdAt: string;
  region_id: number | null;
  prosessing_time: number;
  /** The types column's text, one line per type. */
  types: string;
}

/** Each kind's section; its kind is the id stem: `<kind>-title` labels it, `<kind>-appeals` is its test id. */
const KINDS: Record<UrgentAppealsKind, { title: string; intro: string; tone: keyof typeof TONES; typesHeader: string; linkText: (id: number) => string }> = {
  /** Every open high-risk appeal (risk screening), nearest deadline first, read from a sparse index of them only. */
  'high-risk': {
    title: HIGH_RISK_BADGE,
    intro: "Відкриті звернення з високим рівнем небезпеки: опрацюйте їх першими. Перед дзвінком прочитайте, як безпечно зв'язатися з особою.",
    tone: 'red',
    typesHeader: 'Тип звернення',
    linkText: (id) => `Відкрити звернення №${id}`,
  },
  /** The admins' first sight: appeals a requested type of which nobody carries, oldest first, each a link to its distribution. */
  unassigned: {
    title: 'Без виконавця',
    intro: 'Для цих звернень в їхній області немає фахівця: призначте виконавця з будь-якої області у вікні «Розподіл».',
    tone: 'rose',
    typesHeader: 'Чекає на',
    linkText: (id) => `Призначити виконавця у зверненні №${id}`,
  },
};

/** The kind's rows loaded so far, and its pages; only the kind's own list is fetched. */
function useUrgentRows(kind: UrgentAppealsKind): NoticeRows<UrgentRow> {
  const highRisk = useHighRiskAppeals(kind === 'high-risk');
  const unassigned = useUnassignedAppeals(kind === 'unassigned');
  return kind === 'high-risk'
    ? { ...highRisk, rows: highRisk.rows.map((row): UrgentRow => ({ ...row, types: row.assistans_type })) }
    : { ...unassigned, rows: unassigned.rows.map((row): UrgentRow => ({ ...row, types: row.unassigned_types })) };
}

export interface UrgentAppealsProps {
  kind: UrgentAppealsKind;
  regionName: (id: number | null) => string;
}

/** Above the appeals list: appeals that need someone first, each a link to its edit screen. Hidden when none. */
export function UrgentAppeals({ kind, regionName }: UrgentAppealsProps) {
  const list = useUrgentRows(kind);
  const { rows } = list;
  if (rows.length === 0) return null;
  const { title, intro, tone, typesHeader, linkText } = KINDS[kind];
  const colours = TONES[tone];
  return (
    <section
      aria-labelledby={`${kind}-title`}
      className={`flex min-w-0 max-w-full flex-col gap-2 rounded-lg border-2 p-4 ${colours.section}`}
      data-testid={`${kind}-appeals`}
    >
      <h2 id={`${kind}-title`} className={`text-lg font-semibold ${colours.text}`}>
        {title} <span className="text-sm font-normal">({loadedCount(list)})</span>
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
          { key: 'types', header: typesHeader, cell: (row) => row.types.split('\n').filter(Boolean).join(', ') },
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
      <ShowMore more={list.more} loading={list.loadingMore} onMore={list.loadMore} list={title} />
    </section>
  );
}
