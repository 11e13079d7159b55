import { formatDateTime } from '@dosyt/core/dates/dates';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { InfoPopup } from '../../../components/ui/info-popup';
import { isApiError } from '../../../lib/api-client';
import { useAnonymiseAppeal } from '../../../features/appeals/api/anonymise-appeal';
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

/** The referrals panel loads after the record: it is not needed to read it (bench/staff-weight.ts). */
const ReferralsPanel = lazy(() => import('../../../features/referrals/components/referrals-panel').then((m) => ({ default: m.ReferralsPanel })));
/**
 * /admin/appeals-history/appeal/{id} (ADMIN, USER): the appeal, its assignments and
 * its full timeline (a screen added to the original set: docs/decisions.md).
 */
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { userRoles } = useSession();
  const appeal = useAppeal(id);
  const assignments = useAppealAssignments(id);
  const timeline = useAppealTimeline(id);
  const anonymise = useAnonymiseAppeal();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useLoadFailure(appeal.error);

  if (appeal.isPending || !appeal.data) return <PageSpinner />;
  const isAdmin = userRoles.includes('ADMIN');
  const back = isAdmin ? paths.admin.appeals.href() : paths.admin.appealsHistory.href();
  const data = appeal.data;
  const confirmAnonymise = async () => {
    try {
      await anonymise.mutateAsync({ id: data.id, version: data.version });
    } catch (error) {
      setFailure(isApiError(error) && error.message ? error.message : 'Сталася помилка. Спробуйте ще раз');
      void appeal.refetch();
    } finally {
      setConfirming(false);
    }
  };

  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">
          Звернення №{appeal.data.id} від {formatDateTime(appeal.data.createdAt)}
        </h1>
        <div className="flex flex-wrap gap-2">
          {/* The server checks the role too: only an ADMIN may forget a person. */}
          {isAdmin && !data.anonymisedAt && (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Знеособити
            </Button>
          )}
          <Button variant="secondary" onClick={() => navigate(back)}>
            Закрити
          </Button>
        </div>
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

      {/* Referring needs the person's data; an anonymised appeal keeps only the list. */}
      <Suspense fallback={null}>
        <ReferralsPanel appealId={data.id} canRefer={!data.anonymisedAt} onChanged={() => void timeline.refetch()} />
      </Suspense>

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
      <ConfirmDialog
        open={confirming}
        title="Знеособити звернення?"
        message={`Ім'я, телефон, опис, контакти для безпечного зв'язку, тексти звітів і листування із заявником звернення №${data.id} буде видалено назавжди. Статистика не зміниться. Це неможливо скасувати.`}
        confirmLabel="Знеособити"
        cancelLabel="Скасувати"
        busy={anonymise.isPending}
        onConfirm={() => void confirmAnonymise()}
        onCancel={() => setConfirming(false)}
      />
      <InfoPopup open={failure !== null} kind="error" message={failure ?? undefined} onClose={() => setFailure(null)} />
    </section>
  );
}
