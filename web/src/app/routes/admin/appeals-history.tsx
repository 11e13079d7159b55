import { pageCount } from '@dosyt/core/region/region.rules';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import { Field } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { AppealsListControls } from '../../../features/appeals/components/appeals-list-controls';
import { SearchedPage, useSearchRefused } from '../../../features/appeals/components/searched-page';
import { useListState } from '../../../features/appeals/lib/use-list-state';
import { useUserAssignments } from '../../../features/assignments/api/get-user-assignments';
import { HistoryTable } from '../../../features/assignments/components/history-table';
import { CommunityAutocomplete } from '../../../features/communities/components/community-autocomplete';
import { useSession } from '../../../lib/use-session';

/**
 * /admin/appeals-history (ADMIN, USER): the appeals given to the signed-in person,
 * newest first, with the admin list's search, status,
 * sorting, 'Прострочені' and page size, filtered by dates and
 * community. All of it lives in the address, so a link reopens the same view.
 */
export function Component() {
  const { userId, regionId, userRoles } = useSession();
  const { params, page, list, update, changeList, setPage } = useListState();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const communityId = params.get('community');
  const community = communityId ? { id: communityId, name: params.get('communityName') ?? '' } : null;
  const history = useUserAssignments(
    userId === null
      ? null
      : {
          userId,
          from: from || undefined,
          to: to || undefined,
          community: communityId ?? undefined,
          page,
          size: list.size,
          q: list.q,
          status: list.status,
          sort: list.sort,
          filter: list.filter,
        },
  );
  const searchRefused = useSearchRefused(history);
  const totalPages = pageCount(history.data?.total ?? 0, list.size);
  // home-users is the USER's dashboard; an admin here closes to their own list.
  const closeTo = userRoles.includes('ADMIN') ? paths.admin.appeals.href() : paths.admin.homeUsers.href();
  const filtered = Boolean(from || to || community);
  const filter = (changes: Record<string, string | null>) => update({ ...changes, page: null });

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Звернення</h1>
        <Link to={closeTo} className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm hover:bg-slate-100">
          Закрити
        </Link>
      </div>

      <fieldset className="flex flex-wrap items-end gap-4">
        <legend className="sr-only">Фільтри</legend>
        <Field label="Від" className="w-44">
          {(aria) => <DateInput {...aria} value={from} max={to || undefined} onChange={(next) => filter({ from: next })} />}
        </Field>
        <Field label="До" className="w-44">
          {(aria) => <DateInput {...aria} value={to} min={from || undefined} onChange={(next) => filter({ to: next })} />}
        </Field>
        <Field label="Громада" className="w-72">
          {(aria) => (
            <CommunityAutocomplete
              {...aria}
              regionId={regionId}
              value={community}
              onChange={(next) => filter({ community: next ? String(next.id) : null, communityName: next?.name ?? null })}
            />
          )}
        </Field>
        {filtered && (
          <Button variant="ghost" onClick={() => filter({ from: null, to: null, community: null, communityName: null })}>
            Скинути фільтри
          </Button>
        )}
      </fieldset>
      <AppealsListControls state={list} onChange={changeList} quickFilters={['overdue']} />
      <SearchedPage
        query={history}
        refused={searchRefused}
        cappedNotice={history.data?.countCapped && 'Показано лише новіші звернення: уточніть дати, щоб знайти давніші'}
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
      >
        <HistoryTable caption="Звернення" rows={history.data?.data ?? []} />
      </SearchedPage>
    </section>
  );
}
