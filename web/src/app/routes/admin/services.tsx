import { useAdminServices } from '../../../features/services/api/admin-services';
import { ServicesAdminPage } from '../../../features/services/components/services-admin-page';
import { useLoadFailure } from '../../../lib/use-load-failure';

/** /admin/services (ADMIN): the directory of help services; the guard and the API let only admins in. */
export function Component() {
  // A failed load goes where every list's does (403 denied, 404 not found, else sign-in).
  useLoadFailure(useAdminServices().error);
  return <ServicesAdminPage />;
}
