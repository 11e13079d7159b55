import { IMask } from 'react-imask';
import { isTime } from './date-value';
import { MaskedValueInput, type MaskedFieldProps } from './masked-value-input';

export interface TimeInputProps extends MaskedFieldProps {
  /** 'HH:mm' (24 h), or '' for none. */
  value: string;
  /** Called with 'HH:mm' once a whole time is typed, and with '' while it is empty or incomplete. */
  onChange: (time: string) => void;
  className?: string;
}

const TIME_MASK = {
  mask: 'HH:MM',
  blocks: {
    HH: { mask: IMask.MaskedRange, from: 0, to: 23, maxLength: 2 },
    MM: { mask: IMask.MaskedRange, from: 0, to: 59, maxLength: 2 },
  },
};

const asShown = (time: string) => time;
const asTime = (shown: string) => (isTime(shown) ? shown : '');

/** A 24-hour time field, ГГ:хх whatever the browser's language (the native one may show 08:00 AM). */
export function TimeInput(props: TimeInputProps) {
  return <MaskedValueInput {...props} mask={TIME_MASK} toShown={asShown} toValue={asTime} placeholder="ГГ:хх" />;
}
