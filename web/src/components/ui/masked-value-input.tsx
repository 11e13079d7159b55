import { useEffect, useState, type ChangeEvent, type Ref } from 'react';
import type { IMaskInput as MaskInput } from 'react-imask';
import { cn } from './cn';
import { inputClass } from './field';

/**
 * The mask library (~17 KB gzipped) is fetched once a masked field is on screen, not with
 * the screen's code: the executor's first screen after sign-in (the history, with its date
 * filter) stays within its weight. Until it arrives the field is a plain input
 * that takes the same text. Not React.lazy: a pre-rendered page (the call-centre form)
 * must hydrate to the same plain input it was rendered with.
 */
let loadedMaskInput: typeof MaskInput | undefined;
let maskInputLoading: Promise<typeof MaskInput> | undefined;

function useMaskInput(): typeof MaskInput | undefined {
  const [component, setComponent] = useState(() => loadedMaskInput);
  useEffect(() => {
    if (component) return;
    let mounted = true;
    maskInputLoading ??= import('react-imask').then((m) => (loadedMaskInput = m.IMaskInput));
    maskInputLoading.then((loaded) => mounted && setComponent(() => loaded)).catch(() => (maskInputLoading = undefined));
    return () => {
      mounted = false;
    };
  }, [component]);
  return component;
}

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

  const IMaskInput = useMaskInput();
  const accept = (shown: string) => {
    setText(shown);
    const next = toValue(shown);
    if (next !== value) onChange(next);
  };
  const fieldClass = cn(inputClass, 'tabular-nums', className);
  if (!IMaskInput) {
    const { inputRef, ...plain } = props;
    return (
      <input
        {...plain}
        ref={inputRef}
        value={text}
        onChange={(e: ChangeEvent<HTMLInputElement>) => accept(e.target.value)}
        inputMode="numeric"
        autoComplete="off"
        className={fieldClass}
      />
    );
  }
  return (
    <IMaskInput
      {...props}
      // IMaskInput types its props per mask kind; MaskOptions above checks the two kinds used.
      {...(mask as { mask: string })}
      value={text}
      unmask={false}
      onAccept={accept}
      inputMode="numeric"
      autoComplete="off"
      className={fieldClass}
    />
  );
}
