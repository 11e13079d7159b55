import { isValidPhone } from '@dosyt/core/phone/phone.rules';
import { useState } from 'react';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { PhoneInput } from '../ui/phone-input';
import { FormField, type FormFieldProps } from './form-field';

export interface PhoneFieldProps<T extends FieldValues, N extends FieldPathByValue<T, string>> extends Omit<FormFieldProps<T, N>, 'children' | 'error'> {
  /** Shown when the field is left with an incomplete number (the phone is validated on blur). */
  blurMessage: string;
  readOnly?: boolean;
}

/** The masked phone, checked when it loses focus; the message goes once the number is whole. */
export function PhoneField<T extends FieldValues, N extends FieldPathByValue<T, string>>({ blurMessage, readOnly = false, ...field }: PhoneFieldProps<T, N>) {
  const [blurInvalid, setBlurInvalid] = useState(false);
  // Leaving edit mode (Cancel, Save) drops a message about what was typed.
  const [wasReadOnly, setWasReadOnly] = useState(readOnly);
  if (wasReadOnly !== readOnly) {
    setWasReadOnly(readOnly);
    if (readOnly) setBlurInvalid(false);
  }
  return (
    <FormField {...field} error={blurInvalid ? blurMessage : undefined}>
      {(binding, aria) => (
        <PhoneInput
          {...aria}
          name={binding.name}
          inputRef={binding.ref}
          value={binding.value}
          onChange={(masked) => {
            binding.onChange(masked);
            if (blurInvalid && isValidPhone(masked)) setBlurInvalid(false);
          }}
          onBlur={() => {
            binding.onBlur();
            setBlurInvalid(!readOnly && binding.value !== '' && !isValidPhone(binding.value));
          }}
          readOnly={readOnly}
        />
      )}
    </FormField>
  );
}
