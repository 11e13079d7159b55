import { lazy, Suspense } from 'react';
import { formatDateTime } from '@dosyt/core/dates/dates';
import { useNavigate, useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/spinner';
import { StatusBadge } from '../../../components/ui/status-badge';
import { paths } from '../../../config/paths';
import { useAssignment } from '../../../features/assignments/api/get-assignment';
import { AssignmentEditForm } from '../../../features/assignments/components/assignment-edit-form';
import { NewMessageBadge, StaffThread } from '../../../features/follow-up/components/staff-thread';
import { useLoadFailure } from '../../../lib/use-load-failure';
import { useSession } from '../../../lib/use-session';

/** The referrals panel loads after the record: it is not needed to read it (bench/staff-weight.ts). */
const ReferralsPanel = lazy(() => import('../../../features/referrals/components/referrals-panel').then((m) => ({ default: m.ReferralsPanel })));
/** /admin/appeal-history/edit/{id} (ADMIN, USER): one record of an appeal. */
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { userId, userRoles } = useSession();
  const isAdmin = userRoles.includes('ADMIN');
  const record = useAssignment(id);
  // 404 -> /admin/not-found; other load errors are only logged.
  useLoadFailure(record.error, { otherwise: 'log' });
  const close = () => navigate(isAdmin ? paths.admin.appeals.href() : paths.admin.appealsHistory.href());

  if (record.isError) {
    return (
      <p role="alert" className="text-sm text-rose-700">
        Не вдалося завантажити запис.
      </p>
    );
  }
  if (record.isPending) return <PageSpinner />;
  const data = record.data;

  return (
    <section className="flex max-w-4xl flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">
          Звернення №{data.id}/{data.appealId} від {formatDateTime(data.appeal?.createdAt ?? data.createdAt)}
        </h1>
        <StatusBadge statusId={data.appealStatusId} title={data.appealStatus?.title} />
        {data.unreadPersonMessage && <NewMessageBadge />}
      </div>
      <AssignmentEditForm record={data} viewer={{ userId, isAdmin }} onClose={close} onStale={() => void record.refetch()} />
      <Suspense fallback={null}>
        <ReferralsPanel appealId={data.appealId} />
      </Suspense>
      <StaffThread appealId={data.appealId} messages={data.messages ?? []} unread={data.unreadPersonMessage === true} onSent={() => void record.refetch()} />
    </section>
  );
}
