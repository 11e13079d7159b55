import { PageSpinner } from '../../../components/ui/spinner';
import { useRegionTotals } from '../../../features/appeals/api/get-region-totals';
import { RegionTotalsTable } from '../../../features/appeals/components/region-totals-table';
import { useLoadFailure } from '../../../lib/use-load-failure';

/** /admin/appeals/region (any signed-in user): appeal counts per region by status. */
export function Component() {
  const totals = useRegionTotals();
  useLoadFailure(totals.error);
  return (
    <section className="flex max-w-5xl flex-col gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">Реєстр звернень по областях</h1>
      {totals.isPending ? <PageSpinner /> : <RegionTotalsTable rows={totals.data ?? []} />}
    </section>
  );
}
