import { useEffect, useState, type Ref } from 'react';
import { IMaskInput } from 'react-imask';
import { cn } from './cn';
import { inputClass } from './field';

/** What date and time fields pass through to their input unchanged. */
export interface MaskedFieldProps {
  id?: string;
  onBlur?: () => void;
  onFocus?: () => void;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/** A date mask (a pattern over Date) or a pattern of blocks (e.g. hours and minutes). */
export type MaskOptions = { mask: DateConstructor; pattern: string } | { mask: string; blocks: Record<string, unknown> };

interface MaskedValueInputProps extends MaskedFieldProps {
  /** The value in its stored form ('' for none). */
  value: string;
  /** Called with the stored form once what is shown is whole and valid, and with '' while it is not. */
  onChange: (value: string) => void;
  /** How the stored form is shown, and what a shown text stands for ('' when incomplete or invalid). */
  toShown: (value: string) => string;
  toValue: (shown: string) => string;
  mask: MaskOptions;
  placeholder: string;
  className?: string;
}

/**
 * The frame of the date and time fields: a numeric input typed through a mask, the
 * text as typed kept while it still stands for the value, replaced when the value
 * changes from outside (a reset, a default, a calendar pick).
 */
export function MaskedValueInput({ value, onChange, toShown, toValue, mask, className, ...props }: MaskedValueInputProps) {
  const [text, setText] = useState(() => toShown(value));
  useEffect(() => {
    setText((shown) => (toValue(shown) === value ? shown : toShown(value)));
    // The conversions are fixed per field; only a new value re-syncs the text.
  }, [value]);

  return (
    <IMaskInput
      {...props}
      // IMaskInput types its props per mask kind; MaskOptions above checks the two kinds used.
      {...(mask as { mask: string })}
      value={text}
      unmask={false}
      onAccept={(shown: string) => {
        setText(shown);
        const next = toValue(shown);
        if (next !== value) onChange(next);
      }}
      inputMode="numeric"
      autoComplete="off"
      className={cn(inputClass, 'tabular-nums', className)}
    />
  );
}
