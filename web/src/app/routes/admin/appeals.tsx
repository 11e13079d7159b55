import { pageCount } from '@dosyt/core/region/region.rules';
import { Link } from 'react-router-dom';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { useAppealsPage } from '../../../features/appeals/api/get-appeals-page';
import { AppealsListControls } from '../../../features/appeals/components/appeals-list-controls';
import { useListState } from '../../../features/appeals/lib/use-list-state';
import { AppealsTable } from '../../../features/appeals/components/appeals-table';
import { SearchedPage, useSearchRefused } from '../../../features/appeals/components/searched-page';
import { UrgentAppeals } from '../../../features/appeals/components/urgent-appeals';
import { RegionSelect } from '../../../features/communities/components/region-select';
import { useActiveRegions } from '../../../features/communities/api/get-active-regions';

/**
 * /admin/appeals (ADMIN): every appeal, newest first, 10 a page. Page, duplicates and region live in the address, so Back returns to
 * the same view. ADMIN sees every region unless one is chosen.
 */
export function Component() {
  const { params, page, list, update, changeList, setPage } = useListState();
  const duplicates = params.get('duplicates') === '1';
  const regionId = params.get('region');
  const appeals = useAppealsPage({ page, regionId, duplicates, ...list });
  const regions = useActiveRegions();
  const searchRefused = useSearchRefused(appeals);

  const totalPages = pageCount(appeals.data?.count ?? 0, list.size);
  const title = duplicates ? 'Дублікати' : 'Звернення';
  const regionName = (id: number | null) => regions.data?.find((r) => Number(r.region_id) === id)?.region ?? '—';

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        <Link to={paths.admin.appealAdd.href()} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
          Додати
        </Link>
      </div>
      <UrgentAppeals kind="high-risk" regionName={regionName} />
      <UrgentAppeals kind="unassigned" regionName={regionName} />
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
          <Checkbox checked={duplicates} onChange={(event) => update({ duplicates: event.target.checked ? '1' : null, page: null })} />
          Дублікати
        </label>
        <Field label="Область" className="w-64" hint="Порожньо — усі області">
          {(aria) => <RegionSelect {...aria} value={regionId} onChange={(next) => update({ region: next == null ? null : String(next), page: null })} />}
        </Field>
      </div>
      <AppealsListControls state={list} onChange={changeList} />
      <SearchedPage
        query={appeals}
        refused={searchRefused}
        cappedNotice={appeals.data?.countCapped && <>Знайдено понад {appeals.data.count}: уточніть пошук</>}
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
      >
        <AppealsTable caption={title} rows={appeals.data?.rows ?? []} />
      </SearchedPage>
    </section>
  );
}
