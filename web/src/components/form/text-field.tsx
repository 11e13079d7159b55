import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { Input, type InputProps } from '../ui/field';
import { FormField, type FormFieldProps } from './form-field';

export interface TextFieldProps<T extends FieldValues, N extends FieldPathByValue<T, string>>
  extends Omit<FormFieldProps<T, N>, 'children'>, Pick<InputProps, 'autoComplete' | 'maxLength' | 'readOnly' | 'disabled'> {
  /** What may be typed: each keystroke's text goes through it (core text.rules). */
  filter: (text: string) => string;
  /** Shown instead of the value (e.g. 'Анонімний'). */
  displayValue?: string;
}

/** A text value whose typing is filtered, in a labelled Field. */
export function TextField<T extends FieldValues, N extends FieldPathByValue<T, string>>({
  filter,
  displayValue,
  autoComplete,
  maxLength,
  readOnly,
  disabled,
  ...field
}: TextFieldProps<T, N>) {
  return (
    <FormField {...field}>
      {(binding, aria) => (
        <Input
          {...aria}
          name={binding.name}
          ref={binding.ref}
          value={displayValue ?? binding.value}
          onBlur={binding.onBlur}
          onChange={(event) => binding.onChange(filter(event.target.value))}
          readOnly={readOnly}
          disabled={disabled}
          autoComplete={autoComplete}
          maxLength={maxLength}
        />
      )}
    </FormField>
  );
}
