import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import { ErrorIcon, SuccessIcon } from '../../../components/ui/icons';

export interface Notice {
  kind: 'success' | 'error';
  message: ReactNode;
}

/** An outcome shown in the form itself, announced to screen readers. */
export function FormNotice({ notice }: { notice: Notice }) {
  const isError = notice.kind === 'error';
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-md border px-3 py-2 text-sm',
        isError ? 'border-rose-200 bg-rose-50 text-rose-800' : 'border-emerald-200 bg-emerald-50 text-emerald-800',
      )}
    >
      {isError ? <ErrorIcon className="mt-0.5 shrink-0" /> : <SuccessIcon className="mt-0.5 shrink-0" />}
      <div className="whitespace-pre-line">{notice.message}</div>
    </div>
  );
}
