import { AdminDashboard } from '../../../features/dashboard/components/admin-dashboard';

/** /admin/home: national dashboard, ADMIN. */
export function Component() {
  return <AdminDashboard />;
}
