import type { Ref } from 'react';
import { inputClass } from '../../../components/ui/field';
import { formatPickerValue, kyivTodayDefault, kyivTodayMin } from '../lib/kyiv-wall-time';

export interface CallDateTimeInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/**
 * When the call-centre worker is to call back. A native date-and-time picker: no
 * day before today (min), and an empty picker starts at today 08:00 (spec part 2
 * section 5). The chosen value is repeated as 'DD.MM.YYYY | HH:mm'.
 */
export function CallDateTimeInput({ id, value, onChange, onBlur, inputRef, ...aria }: CallDateTimeInputProps) {
  const shown = formatPickerValue(value);
  const shownId = `${id}-shown`;
  const describedBy = [aria['aria-describedby'], shown ? shownId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <input
        {...aria}
        id={id}
        ref={inputRef}
        type="datetime-local"
        className={inputClass}
        min={kyivTodayMin()}
        step={60}
        value={value}
        autoComplete="off"
        aria-describedby={describedBy}
        // The default time: the picker opens on today 08:00 rather than on an empty clock.
        onFocus={() => {
          if (!value) onChange(kyivTodayDefault());
        }}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <span id={shownId} className="text-xs text-slate-600" aria-live="polite">
        {shown}
      </span>
    </div>
  );
}
