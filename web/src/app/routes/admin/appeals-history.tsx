import { pageCount } from '@dosyt/core/region/region.rules';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import { Field } from '../../../components/ui/field';
import { Pagination } from '../../../components/ui/pagination';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { HISTORY_PAGE_SIZE, useUserAssignments } from '../../../features/assignments/api/get-user-assignments';
import { HistoryTable } from '../../../features/assignments/components/history-table';
import { CommunityAutocomplete, type CommunityAutocompleteProps } from '../../../features/communities/components/community-autocomplete';
import { useLoadFailure } from '../../../lib/use-load-failure';
import { useSession } from '../../../lib/use-session';

type CommunityPick = CommunityAutocompleteProps['value'];

/**
 * /admin/appeals-history (ADMIN, USER): the appeals given to the signed-in person,
 * newest first, filtered by dates and community (spec part 2 section 2).
 */
export function Component() {
  const { userId, regionId, userRoles } = useSession();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [community, setCommunity] = useState<CommunityPick>(null);
  const [page, setPage] = useState(1);
  const history = useUserAssignments(
    userId === null ? null : { userId, from: from || undefined, to: to || undefined, community: community ? String(community.id) : undefined, page },
  );
  useLoadFailure(history.error);
  const totalPages = pageCount(history.data?.total ?? 0, HISTORY_PAGE_SIZE);
  // home-users is the USER's dashboard; an admin here closes to their own list.
  const closeTo = userRoles.includes('ADMIN') ? paths.admin.appeals.href() : paths.admin.homeUsers.href();
  const filtered = Boolean(from || to || community);

  const filter = (apply: () => void) => {
    apply();
    setPage(1);
  };

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
          {(aria) => <DateInput {...aria} value={from} max={to || undefined} onChange={(next) => filter(() => setFrom(next))} />}
        </Field>
        <Field label="До" className="w-44">
          {(aria) => <DateInput {...aria} value={to} min={from || undefined} onChange={(next) => filter(() => setTo(next))} />}
        </Field>
        <Field label="Громада" className="w-72">
          {(aria) => <CommunityAutocomplete {...aria} regionId={regionId} value={community} onChange={(next) => filter(() => setCommunity(next))} />}
        </Field>
        {filtered && (
          <Button
            variant="ghost"
            onClick={() =>
              filter(() => {
                setFrom('');
                setTo('');
                setCommunity(null);
              })
            }
          >
            Скинути фільтри
          </Button>
        )}
      </fieldset>

      {history.isPending ? (
        <PageSpinner />
      ) : (
        <div className={history.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={history.isFetching || undefined}>
          <HistoryTable caption="Звернення" rows={history.data?.data ?? []} />
        </div>
      )}
      <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
    </section>
  );
}
