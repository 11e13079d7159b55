import { useId, type ReactNode } from 'react';
import { Checkbox } from './checkbox';
import { cn } from './cn';

export interface ChecklistItem {
  id: number;
  description: string;
}

export interface ChecklistProps {
  legend: ReactNode;
  items: readonly ChecklistItem[];
  value: readonly number[];
  onToggle: (id: number, checked: boolean) => void;
  /** Whether one item may not be ticked or unticked now. */
  isDisabled: (id: number) => boolean;
  error?: string;
  className?: string;
  /** Extra classes of one item's label (tighter rows, an item set apart). */
  itemClassName?: (id: number) => string | false | undefined;
}

/** Boxes to tick in a fieldset whose legend names them, in two columns from a tablet up. */
export function Checklist({ legend, items, value, onToggle, isDisabled, error, className, itemClassName }: ChecklistProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={cn('flex flex-col gap-2', className)} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      <ul className="grid gap-1.5 sm:grid-cols-2">
        {items.map((item) => {
          const inputId = `${id}-${item.id}`;
          const disabled = isDisabled(item.id);
          return (
            <li key={item.id}>
              <label
                htmlFor={inputId}
                className={cn(
                  'flex items-start gap-2 rounded-md px-2 text-sm',
                  disabled ? 'cursor-not-allowed text-slate-600' : 'cursor-pointer hover:bg-slate-50',
                  itemClassName?.(item.id),
                )}
              >
                <Checkbox
                  id={inputId}
                  className="mt-0.5"
                  checked={value.includes(item.id)}
                  disabled={disabled}
                  onChange={(event) => onToggle(item.id, event.target.checked)}
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
