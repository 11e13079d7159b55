import { HIGH_RISK_BADGE, RISK_LEVEL_LABELS, type RiskLevel } from '@dosyt/core/appeal/risk.rules';
import { cn } from '../ui/cn';

/** 'Високий ризик' on a high-risk appeal (risk screening); nothing for the other levels unless `showAll`. */
export function RiskBadge({ level, showAll, className }: { level: RiskLevel | null | undefined; showAll?: boolean; className?: string }) {
  if (level === 'high') {
    return (
      <span
        data-risk="high"
        className={cn('inline-flex items-center gap-1 rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white', className)}
      >
        <span aria-hidden="true">⚠</span>
        {HIGH_RISK_BADGE}
      </span>
    );
  }
  if (!showAll || !level) return null;
  return (
    <span
      data-risk={level}
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        level === 'elevated' ? 'bg-amber-100 text-amber-900 ring-amber-300' : 'bg-slate-100 text-slate-700 ring-slate-300',
        className,
      )}
    >
      Ризик: {RISK_LEVEL_LABELS[level]}
    </span>
  );
}
