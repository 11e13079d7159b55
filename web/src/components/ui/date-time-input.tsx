import { DateInput } from './date-input';
import { TimeInput } from './time-input';

export interface DateTimeInputProps {
  id: string;
  /** 'YYYY-MM-DDTHH:mm', Kyiv wall time; '' when not chosen. */
  value: string;
  onChange: (value: string) => void;
  /** The time a day chosen without one gets ('00:00' for a start, '23:59' for an end). */
  defaultTime: string;
  /** Names the time part for a screen reader ('Час, від'). */
  timeLabel: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/**
 * The project's date and time: a day (ДД.ММ.РРРР, typed or picked in its calendar) and a
 * time (ГГ:хх), Kyiv time whatever the browser's language or zone; not the browser's own
 * date field, which reads and shows the browser's zone and format.
 */
export function DateTimeInput({ id, value, onChange, defaultTime, timeLabel, ...aria }: DateTimeInputProps) {
  const [date = '', time = ''] = value.split('T');
  const change = (nextDate: string, nextTime: string) => onChange(nextDate ? `${nextDate}T${nextTime || defaultTime}` : '');
  return (
    <div className="flex gap-2">
      <DateInput {...aria} id={id} className="min-w-0 flex-1" value={date} onChange={(next) => change(next, time)} />
      <TimeInput aria-label={timeLabel} className="w-20" value={time} disabled={!date} onChange={(next) => change(date, next)} />
    </div>
  );
}
