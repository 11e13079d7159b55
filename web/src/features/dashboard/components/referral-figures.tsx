import type { ReferralFigures, ReferralOutcomeCounts } from '@dosyt/core/api/stats-answers';
import { SMALL_COUNT } from '@dosyt/core/referral/figures';
import { serviceKindLabel } from '@dosyt/core/referral/referral';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { kindBars, REFERRAL_OUTCOMES } from '../lib/referral-rows';

const ReferralOutcomeChart = lazy(() => import('./referral-outcome-chart'));

function Loading() {
  return (
    <div className="flex h-full items-center justify-center text-brand-700">
      <Spinner label="Завантаження діаграми..." />
    </div>
  );
}

/** A table of outcome counts per row (a kind, a region), its total last. */
function OutcomeTable({
  caption,
  rows,
  testId,
}: {
  caption: string;
  rows: ReadonlyArray<{ key: string; name: string; counts: ReferralOutcomeCounts }>;
  testId: string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid={testId}>
        <caption className="mb-1 text-left font-medium text-slate-700">{caption}</caption>
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="py-1 pr-2 font-medium">
              Назва
            </th>
            {REFERRAL_OUTCOMES.map((o) => (
              <th key={o.id} scope="col" className="px-1 py-1 text-right font-medium">
                {o.label}
              </th>
            ))}
            <th scope="col" className="py-1 pl-1 text-right font-medium">
              Усього
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-slate-100" data-testid={`${testId}-row`}>
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                {row.name}
              </th>
              {REFERRAL_OUTCOMES.map((o) => (
                <td key={o.id} className="px-1 py-1 text-right tabular-nums">
                  {row.counts[o.id]}
                </td>
              ))}
              <td className="py-1 pl-1 text-right font-semibold tabular-nums">{row.counts.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Details({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="text-sm text-slate-700">
      <summary className="cursor-pointer select-none">{summary}</summary>
      <div className="mt-2">{children}</div>
    </details>
  );
}

export interface ReferralFiguresPanelProps {
  figures: ReferralFigures | undefined;
  loading: boolean;
}

/**
 * 'Направлення до служб': the month's referrals by kind of service, each bar stacked by what
 * became of them, the numbers in a table beside; the country's by region, or a region's by
 * community. A community's small count arrives as '<5' from the server and is shown as it is.
 */
export function ReferralFiguresPanel({ figures, loading }: ReferralFiguresPanelProps) {
  const tableId = useId();
  const title = 'Направлення до служб за видами і результатом';
  const bars = figures ? kindBars(figures) : [];
  return (
    <figure className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="referral-figures">
      <figcaption className="text-base font-semibold text-slate-900">
        {title}
        {figures && <span className="ml-2 font-normal text-slate-600">усього {figures.total.total}</span>}
      </figcaption>
      <div className="h-80" data-testid="chart-area">
        {loading ? (
          <Loading />
        ) : bars.length === 0 ? (
          <p className="flex h-full items-center justify-center text-sm text-slate-600">Немає направлень за цей місяць</p>
        ) : (
          <div role="img" aria-label={`${title}: діаграма`} aria-describedby={tableId} className="h-full">
            <Suspense fallback={<Loading />}>
              <ReferralOutcomeChart bars={bars} />
            </Suspense>
          </div>
        )}
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Легенда">
        {REFERRAL_OUTCOMES.map((o) => (
          <li key={o.id} className="flex items-center gap-2">
            <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: o.color }} />
            {o.label}
          </li>
        ))}
      </ul>
      {figures && (
        <div id={tableId} className="flex flex-col gap-2">
          <Details summary="Таблиця за видами служб">
            <OutcomeTable
              caption="Направлення за видами служб"
              testId="referral-kinds"
              rows={[
                ...figures.byKind.map((row) => ({ key: row.kind, name: serviceKindLabel(row.kind), counts: row })),
                { key: 'total', name: 'Усього', counts: figures.total },
              ]}
            />
          </Details>
          {figures.regions.length > 0 && (
            <Details summary="Таблиця за областями">
              <OutcomeTable
                caption="Направлення за областями"
                testId="referral-regions"
                rows={figures.regions.map((row) => ({ key: String(row.region_id), name: row.region, counts: row }))}
              />
            </Details>
          )}
          {figures.communities.length > 0 && (
            <Details summary="Таблиця за громадами">
              <table className="w-full text-sm" data-testid="referral-communities">
                <caption className="mb-1 text-left font-medium text-slate-700">Направлення за громадами</caption>
                <thead>
                  <tr className="text-left text-slate-600">
                    <th scope="col" className="font-medium">
                      Громада
                    </th>
                    <th scope="col" className="text-right font-medium">
                      Направлень
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {figures.communities.map((row) => (
                    <tr key={row.community_id} data-testid="referral-community">
                      <th scope="row" className="text-left font-normal">
                        {row.community}
                      </th>
                      <td className="text-right tabular-nums">{row.total}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {figures.communities.some((row) => row.total === SMALL_COUNT) && (
                <p className="mt-1 text-xs text-slate-600">
                  «{SMALL_COUNT}»: від 1 до 4 направлень; точне число не показуємо, щоб не вказати на конкретну людину.
                </p>
              )}
            </Details>
          )}
        </div>
      )}
    </figure>
  );
}
