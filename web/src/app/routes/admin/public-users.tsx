import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useRegionUsers } from '../../../features/users/api/get-region-users';
import { UsersTable } from '../../../features/users/components/users-table';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';

/** /admin/public-users (USER): the staff of the user's own region. */
export function Component() {
  const navigate = useNavigate();
  const { regionId } = useSession();
  const users = useRegionUsers(regionId);

  // The regional list goes to /admin/not-found on an exception.
  useEffect(() => {
    if (users.isError && !(isApiError(users.error) && users.error.statusCode === 403)) navigate(paths.admin.notFound.href());
  }, [users.isError, users.error, navigate]);

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Користувачі регіону</h1>
        <Button variant="secondary" onClick={() => navigate(paths.admin.appealsHistory.href())}>
          Close
        </Button>
      </div>
      {regionId === null ? (
        <p className="text-slate-600">Регіон не визначено.</p>
      ) : users.isPending ? (
        <PageSpinner />
      ) : (
        <UsersTable caption="Користувачі регіону" users={users.data ?? []} regional />
      )}
    </section>
  );
}
