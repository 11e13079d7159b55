import { RegionDashboard } from '../../../features/dashboard/components/region-dashboard';
import { useSession } from '../../../lib/use-session';

/** /admin/home-users: region dashboard, USER and OBSERVER. */
export function Component() {
  const { regionId } = useSession();
  return <RegionDashboard regionId={regionId} />;
}
