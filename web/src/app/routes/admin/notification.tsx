import { effectiveRole } from '@dosyt/core/access/roles';
import { NotificationsBoard } from '../../../features/notifications/components/notifications-board';
import { useSession } from '../../../lib/use-session';

/** /admin/notification: ADMIN sees every appeal, USER their own records. */
export function Component() {
  const { userId, userRoles } = useSession();
  return <NotificationsBoard scope={effectiveRole(userRoles) === 'ADMIN' ? 'all' : 'own'} userId={userId} />;
}
