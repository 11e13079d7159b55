import { Modal } from '../../../components/ui/modal';
import { OwnTwoFactor } from '../../../features/auth/components/own-two-factor';

/** The person's own second factor, from the account menu: a chunk of its own (the QR code drawer loads with it). */
export default function TwoFactorDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title="Двофакторний вхід" size="md" closeOnOutsideClick={false}>
      <OwnTwoFactor />
    </Modal>
  );
}
