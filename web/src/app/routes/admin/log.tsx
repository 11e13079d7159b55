import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { useServerLog } from '../../../features/server-log/api/get-server-log';
import { LogView } from '../../../features/server-log/components/log-view';

/** /admin/log (ADMIN): the newest lines of the server log. Load errors are only logged (spec part 2 section 8). */
export function Component() {
  const log = useServerLog();
  if (log.isError) console.error('Log load failed');
  return (
    <section className="space-y-4">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">Logfile</h1>
        <Button variant="secondary" onClick={() => void log.refetch()} loading={log.isFetching}>
          Оновити
        </Button>
      </div>
      {log.isPending ? <PageSpinner /> : <LogView text={log.data ?? ''} />}
    </section>
  );
}
