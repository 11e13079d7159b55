import { MONITORING_DESCRIPTION, MONITORING_ID, type AssistanceType } from '@dosyt/core/assistance/assistance';
import { useId } from 'react';
import { cn } from '../../../components/ui/cn';

/** 'Моніторинг' is a staff function, not help a person can ask for: it is not offered as a request type. */
export const requestTypesOf = (types: readonly AssistanceType[]): AssistanceType[] =>
  types.filter((t) => t.id !== MONITORING_ID && t.description !== MONITORING_DESCRIPTION);

export interface RequestTypesChecklistProps {
  types: readonly AssistanceType[];
  value: readonly number[];
  onToggle: (id: number, checked: boolean) => void;
  legend: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/** The request types to tick (spec part 2 section 2). */
export function RequestTypesChecklist({ types, value, onToggle, legend, error, required, disabled }: RequestTypesChecklistProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">
        {legend}
        {required && (
          <span aria-hidden="true" className="ml-1 text-rose-600">
            *
          </span>
        )}
      </legend>
      <ul className="grid gap-1.5 sm:grid-cols-2">
        {types.map((type) => {
          const inputId = `${id}-${type.id}`;
          return (
            <li key={type.id}>
              <label
                htmlFor={inputId}
                className={cn('flex items-start gap-2 rounded-md px-2 py-1.5 text-sm', disabled ? 'cursor-not-allowed text-slate-600' : 'cursor-pointer hover:bg-slate-50')}
              >
                <input
                  id={inputId}
                  type="checkbox"
                  className="mt-0.5 size-4 accent-brand-700"
                  checked={value.includes(type.id)}
                  disabled={disabled}
                  onChange={(event) => onToggle(type.id, event.target.checked)}
                />
                <span>{type.description}</span>
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
