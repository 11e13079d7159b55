import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { cn } from './cn';
import { CalendarIcon } from './icons';
import { Spinner } from './spinner';
import { isoDateToShown, shownDateToIso } from './date-value';
import { MaskedValueInput, type MaskedFieldProps } from './masked-value-input';

/** The calendar (react-day-picker) is fetched only when someone opens it. */
const DatePickerCalendar = lazy(() => import('./date-picker-calendar'));

export interface DateInputProps extends MaskedFieldProps {
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  /** Called with 'YYYY-MM-DD' once a whole valid date is typed or picked, and with '' while it is empty or incomplete. */
  onChange: (iso: string) => void;
  /** Earliest and latest day the calendar offers ('YYYY-MM-DD'). */
  min?: string;
  max?: string;
  className?: string;
}

const DATE_MASK = { mask: Date, pattern: 'd{.}`m{.}`Y' };

/**
 * A date field that reads and shows ДД.ММ.РРРР whatever the browser's language
 * (the native <input type="date"> follows the browser's locale), typed through a
 * mask or picked in a calendar.
 */
export function DateInput({ value, onChange, min, max, disabled, className, ...props }: DateInputProps) {
  const [open, setOpen] = useState(false);
  const popupId = useId();
  const wrapper = useRef<HTMLDivElement>(null);

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
        <MaskedValueInput
          {...props}
          value={value}
          onChange={onChange}
          toShown={isoDateToShown}
          toValue={shownDateToIso}
          mask={DATE_MASK}
          disabled={disabled}
          placeholder="ДД.ММ.РРРР"
          className="min-w-0"
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
