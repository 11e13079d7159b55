import type { ReactNode } from 'react';
import { Controller, type Control, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field, type FieldProps } from '../ui/field';

/** The ids a Field hands its control (id, aria-describedby, aria-invalid, aria-required). */
export type ControlAria = Parameters<FieldProps['children']>[0];

export interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>> extends Omit<FieldProps, 'children' | 'error'> {
  control: Control<T, any, any>;
  name: N;
  /** Shown instead of the field's own error (a check the form makes outside its resolver). */
  error?: string;
  children: (field: ControllerRenderProps<T, N>, aria: ControlAria) => ReactNode;
}

/** One form value in a labelled Field: the control gets the form's binding and the label's ids. */
export function FormField<T extends FieldValues, N extends FieldPath<T>>({ control, name, error, children, ...field }: FormFieldProps<T, N>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: binding, fieldState }) => (
        <Field {...field} error={error ?? fieldState.error?.message}>
          {(aria) => children(binding, aria)}
        </Field>
      )}
    />
  );
}
