import { formatDateTime } from '@dosyt/core/dates/dates';
import { useNavigate, useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAppeal } from '../../../features/appeals/api/get-appeal';
import { useAppealAssignments } from '../../../features/appeals/api/get-appeal-assignments';
import { useAppealTimeline } from '../../../features/appeals/api/get-appeal-timeline';
import { AppealDetails } from '../../../features/appeals/components/appeal-details';
import { AppealTimeline } from '../../../features/appeals/components/appeal-timeline';
import { AssignmentsTable } from '../../../features/appeals/components/distribution-dialog';
import { useLoadFailure } from '../../../lib/use-load-failure';
import { useSession } from '../../../lib/use-session';

/**
 * /admin/appeals-history/appeal/{id} (ADMIN, USER): the appeal, its assignments and
 * its full timeline (DESIGN.md section 3: the screen the spec leaves blank).
 */
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { userRoles } = useSession();
  const appeal = useAppeal(id);
  const assignments = useAppealAssignments(id);
  const timeline = useAppealTimeline(id);
  useLoadFailure(appeal.error);

  if (appeal.isPending || !appeal.data) return <PageSpinner />;
  const back = userRoles.includes('ADMIN') ? paths.admin.appeals.href() : paths.admin.appealsHistory.href();

  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">
          Звернення №{appeal.data.id} від {formatDateTime(appeal.data.createdAt)}
        </h1>
        <Button variant="secondary" onClick={() => navigate(back)}>
          Закрити
        </Button>
      </div>

      <div className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <AppealDetails appeal={appeal.data} />
      </div>

      <section aria-labelledby="appeal-assignments-title" className="flex flex-col gap-3">
        <h2 id="appeal-assignments-title" className="text-lg font-semibold text-slate-900">
          Виконавці
        </h2>
        {assignments.isPending ? <PageSpinner /> : <AssignmentsTable caption="Виконавці" rows={assignments.data ?? []} />}
      </section>

      <section aria-labelledby="appeal-timeline-title" className="flex flex-col gap-3">
        <h2 id="appeal-timeline-title" className="text-lg font-semibold text-slate-900">
          Хронологія змін
        </h2>
        {timeline.isPending ? (
          <PageSpinner />
        ) : timeline.isError ? (
          <p role="alert" className="text-sm text-rose-700">
            Не вдалося завантажити хронологію.
          </p>
        ) : (
          <div className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
            <AppealTimeline events={timeline.data} />
          </div>
        )}
      </section>
    </section>
  );
}
