import { PHONE_MASK } from '@dosyt/core/phone/phone.rules';
import type { FocusEventHandler, Ref } from 'react';
import { IMaskInput } from 'react-imask';
import { cn } from '../../../components/ui/cn';
import { inputClass } from '../../../components/ui/field';
import { toMaskedPhone } from '../../../components/ui/phone-input';

export interface PrivatePhoneInputProps {
  id?: string;
  name?: string;
  value: string;
  onChange: (masked: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/**
 * The phone with the mask 38(###)###-##-##, like the shared PhoneInput, but with
 * autofill off: on a shared or watched phone the browser must not remember or
 * suggest the number of a person asking for help.
 */
export function PrivatePhoneInput({ value, onChange, inputRef, ...props }: PrivatePhoneInputProps) {
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
      autoComplete="off"
      placeholder="38(0__)___-__-__"
      className={cn(inputClass)}
    />
  );
}
