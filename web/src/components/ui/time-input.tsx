import { useEffect, useState, type Ref } from 'react';
import { IMask, IMaskInput } from 'react-imask';
import { cn } from './cn';
import { inputClass } from './field';
import { isTime } from './date-value';

export interface TimeInputProps {
  id?: string;
  /** 'HH:mm' (24 h), or '' for none. */
  value: string;
  /** Called with 'HH:mm' once a whole time is typed, and with '' while it is empty or incomplete. */
  onChange: (time: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  disabled?: boolean;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

const TIME_BLOCKS = {
  HH: { mask: IMask.MaskedRange, from: 0, to: 23, maxLength: 2 },
  MM: { mask: IMask.MaskedRange, from: 0, to: 59, maxLength: 2 },
};

/** A 24-hour time field, ГГ:хх whatever the browser's language (the native one may show 08:00 AM). */
export function TimeInput({ value, onChange, disabled, className, inputRef, ...props }: TimeInputProps) {
  const [text, setText] = useState(value);
  useEffect(() => {
    setText((shown) => ((isTime(shown) ? shown : '') === value ? shown : value));
  }, [value]);

  return (
    <IMaskInput
      {...props}
      mask="HH:MM"
      blocks={TIME_BLOCKS}
      value={text}
      unmask={false}
      inputRef={inputRef}
      disabled={disabled}
      onAccept={(shown: string) => {
        setText(shown);
        const time = isTime(shown) ? shown : '';
        if (time !== value) onChange(time);
      }}
      inputMode="numeric"
      autoComplete="off"
      placeholder="ГГ:хх"
      className={cn(inputClass, 'tabular-nums', className)}
    />
  );
}
