import { ACCESS_MESSAGES } from '@dosyt/core/user/user.messages';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DownloadIcon } from '../../../components/ui/icons';
import { InfoPopup } from '../../../components/ui/info-popup';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useExportUsers } from '../../../features/users/api/export-users';
import { useUsersAll } from '../../../features/users/api/get-users-all';
import { useResetTwoFactor } from '../../../features/users/api/reset-two-factor';
import { useUpdateUserStatus } from '../../../features/users/api/update-user-status';
import { useResendVerification } from '../../../features/users/api/edit-user';
import { useDecideAssistanceRequest } from '../../../features/users/api/decide-assistance-request';
import { useAssistanceAll } from '../../../features/assistance/api/get-assistance-all';
import { AssistanceChecklist } from '../../../features/assistance/components/assistance-checklist';
import { CommunityAutocomplete } from '../../../features/communities/components/community-autocomplete';
import { RegionSelect } from '../../../features/communities/components/region-select';
import { UserEditDialog } from '../../../features/users/components/user-edit-dialog';
import { UsersTable } from '../../../features/users/components/users-table';
import { useSession } from '../../../lib/use-session';
import type { StaffUser } from '../../../features/users/types';
import { isApiError } from '../../../lib/api-client';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useLoadFailure } from '../../../lib/use-load-failure';

/** /admin/settings/users (ADMIN): every staff member, access toggle and export. */
export function Component() {
  const navigate = useNavigate();
  const users = useUsersAll();
  const updateStatus = useUpdateUserStatus();
  const exportUsers = useExportUsers();
  const resetTwoFactor = useResetTwoFactor();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState<StaffUser | null>(null);
  const [sent, setSent] = useState(false);
  const resend = useResendVerification();
  const session = useSession();
  const decide = useDecideAssistanceRequest();
  const assistance = useAssistanceAll();
  const assistanceNames = new Map((assistance.data ?? []).map((t) => [t.id, t.description]));

  // A person's own request for new types of help: approved, they start receiving those appeals.
  const decideRequest = async (user: StaffUser, approve: boolean) => {
    try {
      await decide.mutateAsync({ id: user.id, approve });
      setNotice(approve ? 'Функціонал підтверджено' : 'Запит на зміну функціоналу відхилено');
    } catch (error) {
      setFailure(isApiError(error) ? error.message : 'Сталася помилка. Спробуйте ще раз');
    }
  };

  const resendTo = async (user: StaffUser) => {
    try {
      await resend.mutateAsync(user.email);
      setSent(true);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : 'Сталася помилка. Спробуйте ще раз');
    }
  };

  // A failed load of the admin list goes to /login (a 403 has already gone to /admin/denied).
  useLoadFailure(users.error);

  const toggle = useConfirmedAction(
    (user: StaffUser) => updateStatus.mutateAsync({ id: user.id, isActive: !user.isActive }),
    (error) => {
      if (isApiError(error) && error.statusCode === 404) navigate(paths.admin.notFound.href());
      else setFailure(isApiError(error) ? error.message : 'Сталася помилка. Спробуйте ще раз');
    },
  );

  // A lost phone. The person's sessions end; their next sign-in sets a new factor up where it is required.
  const reset = useConfirmedAction(
    async (user: StaffUser) => {
      await resetTwoFactor.mutateAsync(user.id);
      setNotice('Другий фактор скинуто. Сеанси користувача завершено');
    },
    (error) => setFailure(isApiError(error) ? error.message : 'Сталася помилка. Спробуйте ще раз'),
  );

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Користувачі</h1>
        <Button variant="secondary" onClick={() => exportUsers.mutate()} loading={exportUsers.isPending}>
          <DownloadIcon />
          Export
        </Button>
      </div>
      {users.isPending ? (
        <PageSpinner />
      ) : (
        <UsersTable
          caption="Користувачі платформи"
          users={users.data ?? []}
          onToggleStatus={toggle.ask}
          onResetTwoFactor={reset.ask}
          onEdit={setEditing}
          onResendVerification={(user) => void resendTo(user)}
          readsHref={(user) => paths.admin.userReads.href(user.id)}
          onDecideAssistance={(user, approve) => void decideRequest(user, approve)}
          assistanceNames={assistanceNames}
        />
      )}
      <UserEditDialog
        user={editing}
        currentUserId={session.userId ?? 0}
        onClose={() => setEditing(null)}
        renderRegion={(props) => <RegionSelect {...props} />}
        renderCommunity={(props) => <CommunityAutocomplete {...props} />}
        renderFunctions={(props) => <AssistanceChecklist legend="Функціонал" {...props} />}
      />
      <InfoPopup open={sent} kind="success" message="Лист із посиланням надіслано" onClose={() => setSent(false)} />
      <ConfirmDialog {...toggle.dialog} message={ACCESS_MESSAGES.confirmToggle} busy={updateStatus.isPending} />
      <ConfirmDialog
        {...reset.dialog}
        message={`Скинути другий фактор користувача ${reset.item ? `${reset.item.name} ${reset.item.last_name}` : ''}? Усі його сеанси буде завершено, а вхід знову потребуватиме налаштування.`}
        busy={resetTwoFactor.isPending}
      />
      <InfoPopup open={notice !== null} kind="success" message={notice ?? undefined} onClose={() => setNotice(null)} />
      <InfoPopup
        open={failure !== null || exportUsers.isError}
        kind="error"
        message={failure ?? 'Не вдалося завантажити файл'}
        onClose={() => {
          setFailure(null);
          exportUsers.reset();
        }}
      />
    </section>
  );
}
