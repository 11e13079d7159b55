import { homePathFor } from '@dosyt/core/access/route-access';
import { ListPage } from '../../../components/layouts/list-page';
import { PageSpinner } from '../../../components/ui/spinner';
import { useRegionCommunities } from '../../../features/regions/api/get-region-communities';
import { CommunitiesTable } from '../../../features/regions/components/communities-table';
import { useLoadFailure } from '../../../lib/use-load-failure';
import { useSession } from '../../../lib/use-session';

/** /admin/communities: the communities of the signed-in user's own region. */
export function Component() {
  const { regionId, userRoles } = useSession();
  const communities = useRegionCommunities(regionId);

  useLoadFailure(communities.error);

  return (
    // Back to where the person's sign-in lands: a page each role may open (an observer has no appeals list).
    <ListPage title="Громади регіону" closeTo={homePathFor(userRoles)}>
      {regionId === null ? (
        <p className="text-slate-600">У профілі не вказано регіон.</p>
      ) : communities.isPending ? (
        <PageSpinner />
      ) : (
        <CommunitiesTable communities={[...(communities.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'uk'))} />
      )}
    </ListPage>
  );
}
