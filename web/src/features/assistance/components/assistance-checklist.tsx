import { PROFILE_MESSAGES } from '@dosyt/core/user/user.messages';
import { Spinner } from '../../../components/ui/spinner';
import { useAssistanceAll } from '../api/get-assistance-all';
import { FunctionalityChecklist, type FunctionalityChecklistProps } from './functionality-checklist';

export type AssistanceChecklistProps = Omit<FunctionalityChecklistProps, 'items'> & {
  /** Shown when the list cannot be loaded. */
  loadErrorMessage?: string;
};

/** The functionality checklist with its own list of assistance types (GET /api/assistance/all). */
export function AssistanceChecklist({ loadErrorMessage = PROFILE_MESSAGES.functionsLoadFailed, ...props }: AssistanceChecklistProps) {
  const assistance = useAssistanceAll();
  if (assistance.isPending) return <Spinner label="Завантаження функціоналу" />;
  if (assistance.isError) {
    return (
      <p role="alert" className="text-sm font-medium text-rose-700">
        {loadErrorMessage}
      </p>
    );
  }
  return <FunctionalityChecklist items={assistance.data} {...props} />;
}
