import { lazy, Suspense, useEffect, useId, useRef, useState, type Ref } from 'react';
import { IMaskInput } from 'react-imask';
import { cn } from './cn';
import { inputClass } from './field';
import { CalendarIcon } from './icons';
import { Spinner } from './spinner';
import { isoDateToShown, shownDateToIso } from './date-value';

/** The calendar (react-day-picker) is fetched only when someone opens it. */
const DatePickerCalendar = lazy(() => import('./date-picker-calendar'));

export interface DateInputProps {
  id?: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  /** Called with 'YYYY-MM-DD' once a whole valid date is typed or picked, and with '' while it is empty or incomplete. */
  onChange: (iso: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  /** Earliest and latest day the calendar offers ('YYYY-MM-DD'). */
  min?: string;
  max?: string;
  disabled?: boolean;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/**
 * A date field that reads and shows ДД.ММ.РРРР whatever the browser's language
 * (the native <input type="date"> follows the browser's locale), typed through a
 * mask or picked in a calendar.
 */
export function DateInput({ value, onChange, onBlur, onFocus, min, max, disabled, className, inputRef, ...props }: DateInputProps) {
  const [text, setText] = useState(() => isoDateToShown(value));
  const [open, setOpen] = useState(false);
  const popupId = useId();
  const wrapper = useRef<HTMLDivElement>(null);

  // A value set from outside (a reset, a default) replaces what is shown.
  useEffect(() => {
    setText((shown) => (shownDateToIso(shown) === value ? shown : isoDateToShown(value)));
  }, [value]);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  return (
    <div
      ref={wrapper}
      className={cn('relative', className)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <div className="flex items-stretch gap-1">
        <IMaskInput
          {...props}
          mask={Date}
          pattern="d{.}`m{.}`Y"
          value={text}
          unmask={false}
          inputRef={inputRef}
          disabled={disabled}
          onAccept={(shown: string) => {
            setText(shown);
            const iso = shownDateToIso(shown);
            if (iso !== value) onChange(iso);
          }}
          onBlur={onBlur}
          onFocus={onFocus}
          inputMode="numeric"
          autoComplete="off"
          placeholder="ДД.ММ.РРРР"
          className={cn(inputClass, 'min-w-0 tabular-nums')}
        />
        <button
          type="button"
          disabled={disabled}
          aria-label="Вибрати дату в календарі"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popupId : undefined}
          onClick={() => setOpen((o) => !o)}
          className="shrink-0 rounded-md border border-slate-300 bg-white px-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
        >
          <CalendarIcon />
        </button>
      </div>
      {open && (
        <div id={popupId} role="dialog" aria-label="Календар" className="absolute left-0 z-30 mt-1 rounded-md border border-slate-200 bg-white p-2 shadow-lg">
          <Suspense fallback={<Spinner />}>
            <DatePickerCalendar
              value={value}
              min={min}
              max={max}
              onSelect={(iso) => {
                setText(isoDateToShown(iso));
                onChange(iso);
                setOpen(false);
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
