import type { ReactNode } from 'react';
import { Button } from './button';
import { ErrorIcon, SuccessIcon } from './icons';
import { Modal } from './modal';

export type InfoKind = 'success' | 'error';

export interface InfoPopupProps {
  open: boolean;
  kind: InfoKind;
  message: ReactNode;
  onClose: () => void;
  title?: ReactNode;
}

/** The outcome of an action, with a success or an error icon. */
export function InfoPopup({ open, kind, message, onClose, title }: InfoPopupProps) {
  const isError = kind === 'error';
  return (
    <Modal
      open={open}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title={title ?? (isError ? 'Помилка' : 'Успішно')}
      footer={<Button onClick={onClose}>OK</Button>}
    >
      <div className="flex items-start gap-3">
        {isError ? (
          <ErrorIcon className="size-8 shrink-0 text-rose-600" data-testid="info-error-icon" />
        ) : (
          <SuccessIcon className="size-8 shrink-0 text-emerald-600" data-testid="info-success-icon" />
        )}
        <div className="pt-1 text-sm whitespace-pre-line text-slate-800">{message}</div>
      </div>
    </Modal>
  );
}
