import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useIdleTimeout } from '../../../lib/use-idle-timeout';
import { IDLE_MINUTES } from '@dosyt/core/user/idle.rules';
import { useSecuritySettings } from '../api/security-settings';

const WARNING_MS = 60_000;

/**
 * Idle logout of the admin area: after the admin-set minutes without
 * activity in any tab, a minute's warning, then `onTimeout` ends the session.
 */
export function IdleLogout({ onTimeout }: { onTimeout: () => void }) {
  const settings = useSecuritySettings();
  const minutes = settings.data?.idleMinutes ?? IDLE_MINUTES.default;
  const { secondsLeft, stayActive } = useIdleTimeout({ idleMs: minutes * 60_000, warningMs: WARNING_MS, onTimeout });
  return (
    <Modal
      open={secondsLeft !== null}
      onClose={stayActive}
      role="alertdialog"
      size="sm"
      title="Ви тут?"
      footer={
        <Button type="button" onClick={stayActive}>
          Продовжити роботу
        </Button>
      }
    >
      <p aria-live="polite">Через неактивність сеанс завершиться за {secondsLeft ?? 0} с.</p>
    </Modal>
  );
}
