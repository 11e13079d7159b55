import { statusBadge, statusTitle } from '@dosyt/core/status/status.rules';
import { cn } from './cn';

/** Colours by the badge class names (new, forward, work, finish). */
const tones: Record<string, string> = {
  new: 'bg-rose-100 text-rose-800 ring-rose-300',
  forward: 'bg-sky-100 text-sky-800 ring-sky-300',
  work: 'bg-amber-100 text-amber-900 ring-amber-300',
  finish: 'bg-green-100 text-green-800 ring-green-300',
};

/** An appeal or assignment status (1 Нове, 2 Перенаправлено, 3 В роботі, 4 Виконано). */
export function StatusBadge({ statusId, title, className }: { statusId: number | null | undefined; title?: string | null; className?: string }) {
  const badge = statusBadge(statusId);
  return (
    <span
      data-status={badge || undefined}
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[badge] ?? 'bg-slate-100 text-slate-700 ring-slate-300',
        className,
      )}
    >
      {title || statusTitle(statusId)}
    </span>
  );
}

/** Row colours of the appeal lists: finished green, redirected sky-blue, any other rose. */
export function statusRowClass(statusId: number | null | undefined): string {
  if (statusId === 4) return 'bg-green-100 hover:bg-green-200/70';
  if (statusId === 2) return 'bg-sky-100 hover:bg-sky-200/70';
  return 'bg-rose-50 hover:bg-rose-100';
}
