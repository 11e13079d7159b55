import type { AssistanceType } from '@dosyt/core/assistance/assistance';
import { isFunctionDisabled, MONITORING_ID, toggleFunction } from '@dosyt/core/assistance/assistance';
import { useId } from 'react';
import { cn } from '../../../components/ui/cn';

export interface FunctionalityChecklistProps {
  items: readonly AssistanceType[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  legend?: string;
  /** The whole list is read-only (profile before Edit). */
  readOnly?: boolean;
  error?: string;
  className?: string;
}

/**
 * Assistance types to tick. Monitoring (id 7) is chosen alone: ticking it replaces
 * the others and disables them until it is unticked (spec part 1 section 4).
 */
export function FunctionalityChecklist({ items, value, onChange, legend = 'Функціонал', readOnly = false, error, className }: FunctionalityChecklistProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={cn('flex flex-col gap-2', className)} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      <ul className="grid gap-1.5 sm:grid-cols-2">
        {items.map((item) => {
          const checked = value.includes(item.id);
          const disabled = readOnly || isFunctionDisabled(value, item.id);
          const inputId = `${id}-${item.id}`;
          return (
            <li key={item.id}>
              <label
                htmlFor={inputId}
                className={cn(
                  'flex items-start gap-2 rounded-md px-2 py-1 text-sm',
                  disabled ? 'cursor-not-allowed text-slate-600' : 'cursor-pointer hover:bg-slate-50',
                  item.id === MONITORING_ID && 'font-medium',
                )}
              >
                <input
                  id={inputId}
                  type="checkbox"
                  className="mt-0.5 size-4 accent-brand-700"
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onChange(toggleFunction(value, item.id))}
                />
                <span>{item.description}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-rose-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
