import { accessRedirect, adminCheck } from '@dosyt/core/access/route-access';
import { redirect } from 'react-router-dom';
import { ContentAdminPage } from '../../../features/content-admin/components/content-admin-page';
import { session } from '../../../lib/session';

/** Only admins edit the public content (the API refuses anyone else as well). */
export function loader() {
  const to = accessRedirect(adminCheck(session.getUser().userRoles));
  if (to) throw redirect(to);
  return null;
}

/** /admin/content: the public site's content. */
export function Component() {
  return <ContentAdminPage />;
}
