import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ListPage } from '../../../components/layouts/list-page';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useRegionCommunities } from '../../../features/regions/api/get-region-communities';
import { CommunitiesTable } from '../../../features/regions/components/communities-table';
import { useSession } from '../../../lib/use-session';

/** /admin/communities: the communities of the signed-in user's own region. */
export function Component() {
  const navigate = useNavigate();
  const { regionId } = useSession();
  const communities = useRegionCommunities(regionId);

  useEffect(() => {
    if (communities.isError) {
      console.error('Communities load failed');
      navigate(paths.login.href());
    }
  }, [communities.isError, navigate]);

  return (
    <ListPage title="Громади регіону" closeTo={paths.admin.appealsHistory.href()}>
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
