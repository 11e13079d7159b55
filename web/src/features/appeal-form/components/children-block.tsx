import { AGE_GROUPS, APPEAL_FIELD_LABELS, CHILDREN_MAX, type AgeGroupId } from '@dosyt/core/appeal/appeal.schema';
import { useId } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';
import { cn } from '../../../components/ui/cn';
import { inputClass } from '../../../components/ui/field';
import { RadioQuestion, YES_NO } from './radio-question';

export interface ChildrenValue {
  children_help: boolean;
  children_count: string;
  children_ages: Partial<Record<AgeGroupId, boolean>>;
}

export interface ChildrenBlockProps {
  value: ChildrenValue;
  onChange: (next: ChildrenValue) => void;
  countError?: string;
  agesError?: string;
  disabled?: boolean;
}

/**
 * Help for a child: yes or no, how many children (0 to 15) and their age groups.
 * 'No' resets the count to 0 and clears the ages.
 */
export function ChildrenBlock({ value, onChange, countError, agesError, disabled }: ChildrenBlockProps) {
  const id = useId();
  const countId = `${id}-count`;
  const countErrorId = `${countId}-error`;
  const agesErrorId = `${id}-ages-error`;
  const needed = value.children_help;

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4" disabled={disabled}>
      <legend className="px-1 text-sm font-medium text-slate-700">Допомога дитині</legend>

      <RadioQuestion
        question="Чи потрібна допомога дитині?"
        options={YES_NO}
        value={needed}
        onChange={(help) =>
          onChange(
            help
              ? { ...value, children_help: true, children_count: value.children_count === '0' || value.children_count === '' ? '1' : value.children_count }
              : { children_help: false, children_count: '0', children_ages: {} },
          )
        }
        className="flex flex-wrap items-center gap-4 text-sm"
        questionClassName="text-slate-700"
      />

      {needed && (
        <>
          <div className="flex flex-col gap-1 sm:max-w-xs">
            <label htmlFor={countId} className="text-sm font-medium text-slate-700">
              {APPEAL_FIELD_LABELS.children_count}
              <span aria-hidden="true" className="ml-1 text-rose-600">
                *
              </span>
            </label>
            <input
              id={countId}
              type="number"
              inputMode="numeric"
              min={0}
              max={CHILDREN_MAX}
              step={1}
              autoComplete="off"
              className={inputClass}
              value={value.children_count}
              aria-invalid={countError ? true : undefined}
              aria-describedby={countError ? countErrorId : undefined}
              onChange={(event) => onChange({ ...value, children_count: event.target.value.replace(/[^\d]/g, '').slice(0, 3) })}
            />
            {countError && (
              <p id={countErrorId} role="alert" className="text-xs font-medium text-rose-700">
                {countError}
              </p>
            )}
          </div>

          <fieldset aria-describedby={agesError ? agesErrorId : undefined} aria-invalid={agesError ? true : undefined}>
            <legend className="mb-1 text-sm font-medium text-slate-700">
              {APPEAL_FIELD_LABELS.children_ages}
              <span aria-hidden="true" className="ml-1 text-rose-600">
                *
              </span>
            </legend>
            <ul className="flex flex-wrap gap-x-5 gap-y-1.5">
              {AGE_GROUPS.map((group) => (
                <li key={group.id}>
                  <label className={cn('inline-flex cursor-pointer items-center gap-2 text-sm')}>
                    <Checkbox
                      checked={Boolean(value.children_ages[group.id])}
                      onChange={(event) => onChange({ ...value, children_ages: { ...value.children_ages, [group.id]: event.target.checked } })}
                    />
                    {group.label}
                  </label>
                </li>
              ))}
            </ul>
            {agesError && (
              <p id={agesErrorId} role="alert" className="mt-1 text-xs font-medium text-rose-700">
                {agesError}
              </p>
            )}
          </fieldset>
        </>
      )}
    </fieldset>
  );
}
