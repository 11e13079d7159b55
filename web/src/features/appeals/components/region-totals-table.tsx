import { regionLabel } from '@dosyt/core/region/region.rules';
import { Table } from '../../../components/ui/table';
import type { RegionTotalsRow } from '../types';

/** Appeals per region by status, with a total row (the register by regions). */
export function RegionTotalsTable({ rows }: { rows: RegionTotalsRow[] }) {
  const sum = rows.reduce(
    (acc, r) => ({ new: acc.new + r.new, in_work: acc.in_work + r.in_work, completed: acc.completed + r.completed, totals: acc.totals + r.totals }),
    { new: 0, in_work: 0, completed: 0, totals: 0 },
  );
  const number = 'text-right tabular-nums';
  return (
    <div className="flex flex-col gap-2">
      <Table
        caption="Звернення по областях"
        rows={rows}
        rowKey={(row) => row.region_id}
        emptyText="Даних немає"
        columns={[
          { key: 'region', header: 'Область', cell: (row) => regionLabel(row.region) },
          { key: 'new', header: 'Нові', className: number, headerClassName: 'text-right', cell: (row) => row.new },
          { key: 'in_work', header: 'Перенаправлені та в роботі', className: number, headerClassName: 'text-right', cell: (row) => row.in_work },
          { key: 'completed', header: 'Виконані', className: number, headerClassName: 'text-right', cell: (row) => row.completed },
          { key: 'totals', header: 'Усього', className: `${number} font-semibold`, headerClassName: 'text-right', cell: (row) => row.totals },
        ]}
      />
      <p className="text-sm text-slate-700">
        Разом: {sum.totals} (нові — {sum.new}, перенаправлені та в роботі — {sum.in_work}, виконані — {sum.completed})
      </p>
    </div>
  );
}
