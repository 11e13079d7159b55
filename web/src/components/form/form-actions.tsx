import type { ReactNode } from 'react';
import { Button } from '../ui/button';

export interface EditFormActionsProps {
  /** Not editable: the only button is 'Закрити'. */
  editable: boolean;
  saving: boolean;
  onClose: () => void;
  /** Buttons between Cancel and Save. */
  children?: ReactNode;
}

/** The footer of an edit screen: Cancel (or Close when read-only), any extra buttons, Save. */
export function EditFormActions({ editable, saving, onClose, children }: EditFormActionsProps) {
  return (
    <FormActions>
      <Button variant="secondary" onClick={onClose}>
        {editable ? 'Скасувати' : 'Закрити'}
      </Button>
      {children}
      {editable && (
        <Button type="submit" loading={saving}>
          Зберегти
        </Button>
      )}
    </FormActions>
  );
}

/** A form's buttons: stacked on a phone with the main one on top, in a row at the right otherwise. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}
