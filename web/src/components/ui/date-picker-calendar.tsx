import { kyivDayKey } from '@dosyt/core/dates/dates';
import { DayPicker } from 'react-day-picker';
import { uk } from 'react-day-picker/locale/uk';
import 'react-day-picker/style.css';
import { calendarDayToIso, isoToCalendarDay } from './date-value';

export interface DatePickerCalendarProps {
  /** 'YYYY-MM-DD' or ''. */
  value: string;
  min?: string;
  max?: string;
  onSelect: (iso: string) => void;
}

/**
 * The month calendar of the date field (react-day-picker, Ukrainian, weeks from
 * Monday). Its own chunk: loaded the first time someone opens a calendar.
 */
export default function DatePickerCalendar({ value, min, max, onSelect }: DatePickerCalendarProps) {
  const selected = isoToCalendarDay(value);
  const today = isoToCalendarDay(kyivDayKey(Date.now()));
  const from = min ? isoToCalendarDay(min) : undefined;
  const to = max ? isoToCalendarDay(max) : undefined;
  return (
    <DayPicker
      mode="single"
      locale={uk}
      weekStartsOn={1}
      today={today}
      selected={selected}
      defaultMonth={selected ?? today}
      disabled={[...(from ? [{ before: from }] : []), ...(to ? [{ after: to }] : [])]}
      onSelect={(day) => {
        if (day) onSelect(calendarDayToIso(day));
      }}
      autoFocus
      className="text-sm"
    />
  );
}
