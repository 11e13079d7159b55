import { useSyncExternalStore, type ReactNode } from 'react';

const never = () => () => undefined;

/**
 * Form controls that are disabled in the pre-rendered HTML and while the app takes
 * it over, then enabled: whatever a person typed or ticked before the script had
 * loaded would otherwise be dropped or kept out of sight of the form's state. The
 * fieldset has no box of its own, so nothing moves when it is enabled.
 */
export function InteractiveFieldset({ children }: { children: ReactNode }) {
  const interactive = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  return (
    <fieldset disabled={!interactive} className="contents">
      {children}
    </fieldset>
  );
}
