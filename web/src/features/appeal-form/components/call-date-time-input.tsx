import type { Ref } from 'react';
import { DateInput } from '../../../components/ui/date-input';
import { TimeInput } from '../../../components/ui/time-input';
import { DEFAULT_CALL_TIME, kyivTodayMin } from '../lib/kyiv-wall-time';

export interface CallDateTimeInputProps {
  id: string;
  /** 'YYYY-MM-DDTHH:mm', Kyiv wall time; '' when not chosen. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/**
 * When the call-centre worker is to call back: a day (ДД.ММ.РРРР, typed or picked,
 * the calendar offering no day before today) and a time (ГГ:хх), Kyiv time, whatever
 * the browser's language. The calendar opens on today, and a day chosen without a time
 * gets 08:00.
 * Only a whole date and time make a value; half of one is kept as is, so the form's
 * check calls it an invalid date rather than passing it.
 */
export function CallDateTimeInput({ id, value, onChange, onBlur, inputRef, ...aria }: CallDateTimeInputProps) {
  const [date = '', time = ''] = value.split('T');
  const change = (nextDate: string, nextTime: string) => onChange(nextDate || nextTime ? `${nextDate}T${nextTime}` : '');
  return (
    <div className="flex gap-2">
      <DateInput
        {...aria}
        id={id}
        inputRef={inputRef}
        className="min-w-0 flex-1"
        value={date}
        min={kyivTodayMin().slice(0, 10)}
        onChange={(next) => change(next, time || (next ? DEFAULT_CALL_TIME : ''))}
        onBlur={onBlur}
      />
      <TimeInput aria-label="Час" aria-invalid={aria['aria-invalid']} className="w-24" value={time} onChange={(next) => change(date, next)} onBlur={onBlur} />
    </div>
  );
}
