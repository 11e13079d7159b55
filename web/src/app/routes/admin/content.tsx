import { ContentAdminPage } from '../../../features/content-admin/components/content-admin-page';

/** /admin/content: the public site's content; the admin guard (core's route table) and the API let only admins in. */
export function Component() {
  return <ContentAdminPage />;
}
