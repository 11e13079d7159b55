import { formatTimeLeft } from '@dosyt/core/appeal/deadline.rules';
import { HIGH_RISK_BADGE } from '@dosyt/core/appeal/risk.rules';
import { formatDateTime } from '@dosyt/core/dates/dates';
import { Link } from 'react-router-dom';
import { Table } from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import { useHighRiskAppeals } from '../api/get-high-risk-appeals';

/**
 * Above the appeals list: every open high-risk appeal (risk screening), nearest
 * deadline first, read from a sparse index of them only. Hidden when none.
 */
export function HighRiskAppeals({ regionName }: { regionName: (id: number | null) => string }) {
  const list = useHighRiskAppeals();
  if (!list.data || list.data.length === 0) return null;
  return (
    <section aria-labelledby="high-risk-title" className="flex flex-col gap-2 rounded-lg border-2 border-red-700 bg-red-50 p-4" data-testid="high-risk-appeals">
      <h2 id="high-risk-title" className="text-lg font-semibold text-red-900">
        {HIGH_RISK_BADGE} <span className="text-sm font-normal">({list.data.length})</span>
      </h2>
      <p className="text-sm text-red-900">Відкриті звернення з високим рівнем небезпеки: опрацюйте їх першими. Перед дзвінком прочитайте, як безпечно зв'язатися з особою.</p>
      <Table
        caption={HIGH_RISK_BADGE}
        rows={list.data}
        rowKey={(row) => row.id}
        columns={[
          { key: 'id', header: '№', cell: (row) => row.id },
          { key: 'date', header: 'Дата', cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.createdAt)}</span> },
          { key: 'region', header: 'Область', cell: (row) => regionName(row.region_id) },
          { key: 'types', header: 'Тип звернення', cell: (row) => row.assistans_type.split('\n').filter(Boolean).join(', ') },
          { key: 'deadline', header: 'Термін', cell: (row) => <span className="whitespace-nowrap">{formatTimeLeft(row.prosessing_time)}</span> },
          {
            key: 'link',
            header: 'Дія',
            cell: (row) => (
              <Link to={paths.admin.appealEdit.href(row.id)} className="font-medium text-brand-700 underline">
                Відкрити звернення №{row.id}
              </Link>
            ),
          },
        ]}
      />
    </section>
  );
}
