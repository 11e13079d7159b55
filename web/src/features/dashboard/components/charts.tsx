import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { chartLabel, doughnutColor, type ChartRow } from '../lib/chart-data';

/**
 * Chart panels: a heading, the lazily loaded nivo chart and the numbers as text
 * (a legend or a table), so they can be read without the picture too.
 */
const AssistanceDoughnutChart = lazy(() => import('./assistance-doughnut-chart'));
const CountBarChart = lazy(() => import('./count-bar-chart'));

function ChartFallback() {
  return (
    <div className="flex h-full items-center justify-center text-brand-700">
      <Spinner label="Завантаження діаграми..." />
    </div>
  );
}

/**
 * The drawn chart as one image for assistive technology: named by the panel's
 * title, described by the values printed beside it (the legend or the table).
 */
function ChartImage({ title, valuesId, children }: { title: string; valuesId: string; children: ReactNode }) {
  return (
    <div role="img" aria-label={`${title}: діаграма`} aria-describedby={valuesId} className="h-full">
      <Suspense fallback={<ChartFallback />}>{children}</Suspense>
    </div>
  );
}

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <figure className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid={testId}>
      <figcaption className="text-base font-semibold text-slate-900">{title}</figcaption>
      {children}
    </figure>
  );
}

export interface DoughnutPanelProps {
  title: string;
  rows: readonly ChartRow[];
  total: number;
  loading: boolean;
}

/** The doughnut of appeals by assistance type, with the month total in its centre. */
export function AssistanceDoughnut({ title, rows, total, loading }: DoughnutPanelProps) {
  const legendId = useId();
  return (
    <Panel title={title} testId="assistance-doughnut">
      <div className="relative h-72" data-testid="chart-area">
        {loading ? (
          <ChartFallback />
        ) : total === 0 && rows.every((r) => r.value === 0) ? (
          <p className="flex h-full items-center justify-center text-sm text-slate-600">Немає звернень за цей місяць</p>
        ) : (
          <ChartImage title={`${title}, усього ${total}`} valuesId={legendId}>
            <AssistanceDoughnutChart rows={rows} total={total} />
          </ChartImage>
        )}
      </div>
      <ul id={legendId} className="grid gap-1 text-sm sm:grid-cols-2" aria-label="Легенда">
        {rows.map((row, i) => (
          <li key={row.key} className="flex items-center gap-2" title={row.label} data-testid="legend-item">
            <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: doughnutColor(i) }} />
            <span className="truncate">{chartLabel(row.label)}</span>
            <span className="ml-auto font-semibold tabular-nums">{row.value}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export interface BarPanelProps {
  title: string;
  rows: readonly ChartRow[];
  loading: boolean;
  valueLegend: string;
  color: string;
  slantedLabels?: boolean;
  testId: string;
  /** Column header of the values in the text table. */
  valueHeader: string;
}

/** A bar chart with its numbers in a compact table below. */
export function BarPanel({ title, rows, loading, valueLegend, color, slantedLabels, testId, valueHeader }: BarPanelProps) {
  const tableId = useId();
  return (
    <Panel title={title} testId={testId}>
      <div className={slantedLabels ? 'h-96' : 'h-72'} data-testid="chart-area">
        {loading ? (
          <ChartFallback />
        ) : rows.length === 0 ? (
          <p className="flex h-full items-center justify-center text-sm text-slate-600">Немає даних за цей місяць</p>
        ) : (
          <ChartImage title={title} valuesId={tableId}>
            <CountBarChart rows={rows} valueLegend={valueLegend} color={color} slantedLabels={slantedLabels} />
          </ChartImage>
        )}
      </div>
      <details className="text-sm text-slate-700">
        <summary className="cursor-pointer select-none">Таблиця значень</summary>
        <table id={tableId} className="mt-2 w-full">
          <thead>
            <tr className="text-left text-slate-600">
              <th className="font-medium">Назва</th>
              <th className="text-right font-medium">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-testid="bar-value">
                <td>{row.label}</td>
                <td className="text-right tabular-nums">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Panel>
  );
}
