import { effectiveRole } from '@dosyt/core/access/roles';
import { MonthCalendar } from '../../../features/calendar/components/month-calendar';
import { useSession } from '../../../lib/use-session';

/** /admin/calendar: ADMIN and OBSERVER see every appeal, USER their own records. */
export function Component() {
  const { userId, userRoles } = useSession();
  return <MonthCalendar scope={effectiveRole(userRoles) === 'USER' ? 'own' : 'all'} userId={userId} />;
}
