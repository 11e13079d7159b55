import { AssistanceChecklist } from '../../../features/assistance/components/assistance-checklist';
import { ProfileModal } from '../../../features/profile/components/profile-modal';

export interface ProfileDialogProps {
  onClose: () => void;
  userId: number | null;
}

/**
 * The profile dialog with its functions checklist: a chunk of its own (the form's
 * validation, the phone mask), loaded when the person first opens their profile.
 */
export default function ProfileDialog({ onClose, userId }: ProfileDialogProps) {
  return <ProfileModal open onClose={onClose} userId={userId} renderFunctionality={(field) => <AssistanceChecklist legend="Функціонал" {...field} />} />;
}
