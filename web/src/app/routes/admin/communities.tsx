import { homePathFor } from '@dosyt/core/access/route-access';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useRegionCommunities } from '../../../features/regions/api/get-region-communities';
import { CommunitiesTable } from '../../../features/regions/components/communities-table';
import { useSession } from '../../../lib/use-session';

/** /admin/communities: the communities of the signed-in user's own region. */
export function Component() {
  const navigate = useNavigate();
  const { regionId, userRoles } = useSession();
  const communities = useRegionCommunities(regionId);

  useEffect(() => {
    if (communities.isError) {
      console.error('Communities load failed');
      navigate(paths.login.href());
    }
  }, [communities.isError, navigate]);

  return (
    <section className="space-y-4">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">Громади регіону</h1>
        {/* Back to where the person's sign-in lands: a page each role may open (an observer has no appeals list). */}
        <Link to={homePathFor(userRoles)} className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm hover:bg-slate-100">
          Закрити
        </Link>
      </div>
      {regionId === null ? (
        <p className="text-slate-600">У профілі не вказано регіон.</p>
      ) : communities.isPending ? (
        <PageSpinner />
      ) : (
        <CommunitiesTable communities={[...(communities.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'uk'))} />
      )}
    </section>
  );
}
