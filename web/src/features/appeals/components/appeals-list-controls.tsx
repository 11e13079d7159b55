import { APPEAL_PAGE_SIZES, type AppealQuickFilter } from '@dosyt/core/appeal/search.rules';
import { STATUSES } from '@dosyt/core/status/status.rules';
import { useEffect, useState } from 'react';
import { cn } from '../../../components/ui/cn';
import { Field, Input, SelectField, type SelectOption } from '../../../components/ui/field';

export interface AppealsListState {
  q: string;
  status: string;
  sort: string;
  filter: string;
  size: number;
}

const STATUS_OPTIONS: SelectOption[] = STATUSES.map((s) => ({ value: String(s.id), label: s.title }));
const SIZE_OPTIONS: SelectOption[] = APPEAL_PAGE_SIZES.map((n) => ({ value: String(n), label: n }));

const SORTS: SelectOption[] = [
  { value: 'date', label: 'Спочатку нові' },
  { value: 'date-asc', label: 'Спочатку старі' },
  { value: 'deadline', label: 'За терміном виконання' },
  { value: 'status', label: 'За статусом' },
];

const QUICK_FILTERS: Array<{ value: AppealQuickFilter; label: string }> = [
  { value: 'unassigned', label: 'Без виконавця' },
  { value: 'overdue', label: 'Прострочені' },
];

/**
 * Search, status, sorting, quick filters and page size of an appeals list.
 * The route keeps the state in the address; typing is sent after a short pause.
 */
export function AppealsListControls({
  state,
  onChange,
  quickFilters = ['unassigned', 'overdue'],
}: {
  state: AppealsListState;
  onChange: (changes: Partial<AppealsListState>) => void;
  /** The quick filters the list offers (the executor history has no 'Без виконавця'). */
  quickFilters?: readonly AppealQuickFilter[];
}) {
  const [text, setText] = useState(state.q);
  useEffect(() => setText(state.q), [state.q]);
  useEffect(() => {
    if (text.trim() === state.q) return;
    const timer = setTimeout(() => onChange({ q: text.trim() }), 400);
    return () => clearTimeout(timer);
  }, [text, state.q, onChange]);

  return (
    <div className="flex flex-wrap items-end gap-3">
      <Field label="Пошук" className="w-72" hint="Номер, частина телефону або ім'я">
        {(aria) => (
          <Input
            {...aria}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onChange({ q: text.trim() });
            }}
          />
        )}
      </Field>
      <SelectField label="Статус" className="w-44" value={state.status} onChange={(event) => onChange({ status: event.target.value })} options={STATUS_OPTIONS}>
        <option value="">Усі статуси</option>
      </SelectField>
      <SelectField label="Сортування" className="w-52" value={state.sort} onChange={(event) => onChange({ sort: event.target.value })} options={SORTS} />
      <SelectField
        label="На сторінці"
        className="w-28"
        value={String(state.size)}
        onChange={(event) => onChange({ size: Number(event.target.value) })}
        options={SIZE_OPTIONS}
      />
      <div role="group" aria-label="Швидкі фільтри" className="flex gap-2">
        {QUICK_FILTERS.filter((f) => quickFilters.includes(f.value)).map((f) => {
          const on = state.filter === f.value;
          return (
            <button
              key={f.value}
              type="button"
              aria-pressed={on}
              onClick={() => onChange({ filter: on ? '' : f.value })}
              className={cn(
                'rounded-full border px-3 py-1.5 text-sm font-medium',
                on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100',
              )}
            >
              {f.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
