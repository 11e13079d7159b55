import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirmed action is running. */
  busy?: boolean;
}

/** Asks before an action with consequences (a status change, for instance). */
export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
  title = 'Підтвердження',
  confirmLabel = 'Так',
  cancelLabel = 'Ні',
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">{message}</p>
    </Modal>
  );
}
