import { PHONE_MASK, phoneDigits } from '@dosyt/core/phone/phone.rules';
import type { FocusEventHandler, Ref } from 'react';
import { IMaskInput } from 'react-imask';
import { cn } from './cn';
import { inputClass } from './field';

/** Stored phones are digits (380671234567); the field shows them in the mask 38(067)123-45-67. */
export function toMaskedPhone(value: string | null | undefined): string {
  const d = phoneDigits(value ?? '');
  if (d.length !== 12 || !d.startsWith('38')) return value ?? '';
  return `38(${d.slice(2, 5)})${d.slice(5, 8)}-${d.slice(8, 10)}-${d.slice(10, 12)}`;
}

export interface PhoneInputProps {
  id?: string;
  name?: string;
  value: string;
  onChange: (masked: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  readOnly?: boolean;
  disabled?: boolean;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  /** 'off' where the browser must not remember or suggest the number. */
  autoComplete?: 'tel' | 'off';
}

/** A phone field with the mask 38(000)000-00-00; the value stays masked, the caller strips it on save. */
export function PhoneInput({ value, onChange, className, inputRef, autoComplete = 'tel', ...props }: PhoneInputProps) {
  return (
    <IMaskInput
      {...props}
      mask={PHONE_MASK}
      value={toMaskedPhone(value)}
      unmask={false}
      inputRef={inputRef}
      onAccept={(masked: string) => onChange(masked)}
      type="tel"
      inputMode="numeric"
      autoComplete={autoComplete}
      placeholder="38(0__)___-__-__"
      className={cn(inputClass, 'read-only:bg-slate-50', className)}
    />
  );
}
