import type { ReactNode } from 'react';
import { MonthNavigator, type useKyivMonth } from '../../../components/ui/month-navigator';
import { assistanceCount, useAssistanceTotals } from '../api/get-assistance-total';
import { useAssistanceTypes } from '../api/get-assistance-types';
import { useMonthTotal } from '../api/get-month-total';
import type { MonthRange } from '../api/types';
import { toCount } from '../lib/chart-data';
import { AssistanceDoughnut, BarPanel, type BarPanelProps } from './charts';

/** The bars of appeal counts beside the doughnut: the country's by region, or a region's by community. */
export type CountBarsProps = Omit<BarPanelProps, 'valueLegend' | 'valueHeader'>;

export interface MonthDashboardProps {
  title: string;
  month: ReturnType<typeof useKyivMonth>;
  /** The month's appeals by assistance type (useTypesDoughnut). */
  doughnut: ReactNode;
  counts: CountBarsProps;
  /** Further charts, below the first two. */
  children?: ReactNode;
}

/** A dashboard page: its title and the month it shows, the doughnut beside the appeal counts, then the rest. */
export function MonthDashboard({ title, month, doughnut, counts, children }: MonthDashboardProps) {
  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <MonthNavigator title={month.title} onPrevious={month.previous} onNext={month.next} />
      </header>
      <div className="grid gap-6 xl:grid-cols-2">
        {doughnut}
        <BarPanel {...counts} valueLegend="Звернення" valueHeader="Звернень" />
      </div>
      {children}
    </section>
  );
}

/**
 * The month's appeals by assistance type (the country's, or one region's): the
 * doughnut both dashboards open with. `enabled` false: nothing to count, nothing asked.
 */
export function useTypesDoughnut(range: MonthRange, regionId?: number, enabled = true) {
  const types = useAssistanceTypes();
  const total = useMonthTotal(range, regionId, enabled);
  const typeTotals = useAssistanceTotals(
    (types.data ?? []).map((t) => t.id),
    range,
    regionId,
    enabled,
  );
  const rows = (types.data ?? []).map((t, i) => ({ key: String(t.id), label: t.description, value: assistanceCount(typeTotals[i]?.data) }));
  const doughnut = (
    <AssistanceDoughnut
      title="Звернення за видами допомоги"
      rows={rows}
      total={toCount(total.data?.totals)}
      loading={enabled && (types.isPending || total.isPending || typeTotals.some((q) => q.isPending))}
    />
  );
  return { doughnut, error: total.error ?? types.error };
}
