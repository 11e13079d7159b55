import { PASSWORD_MIN_SCORE, passwordStrengthLine } from '@dosyt/core/user/password-strength';
import { cn } from '../ui/cn';
import type { PasswordEstimate } from './password-estimator';

const BAR_COLOURS = ['bg-red-600', 'bg-red-600', 'bg-amber-500', 'bg-emerald-600', 'bg-emerald-700'];

export interface PasswordStrengthMeterProps {
  /** The estimate of the typed password (usePasswordStrength), null while there is none. */
  estimate: PasswordEstimate | null;
  id?: string;
}

/**
 * Under a new-password field: four bars, the strength in words and, below the
 * forms' minimum, why and what to change. Announced politely as it changes.
 */
export function PasswordStrengthMeter({ estimate, id }: PasswordStrengthMeterProps) {
  const weak = estimate !== null && estimate.score < PASSWORD_MIN_SCORE;
  return (
    <div id={id} aria-live="polite" className="flex min-h-5 flex-col gap-1 text-sm" data-testid="password-strength">
      {estimate && (
        <>
          <div className="flex gap-1" aria-hidden="true">
            {[1, 2, 3, 4].map((step) => (
              <span key={step} className={cn('h-1.5 flex-1 rounded-full', estimate.score >= step ? BAR_COLOURS[estimate.score] : 'bg-slate-200')} />
            ))}
          </div>
          <p className={weak ? 'font-medium text-red-700' : 'text-emerald-800'}>{passwordStrengthLine(estimate.score)}</p>
          {weak && (estimate.warning || estimate.suggestions.length > 0) && (
            <ul className="list-disc pl-5 text-slate-700">
              {estimate.warning && <li>{estimate.warning}</li>}
              {estimate.suggestions.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
