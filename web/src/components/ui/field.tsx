import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { cn } from './cn';

export const inputClass = cn(
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm',
  // focus-within: a date field's day, month, year and picker button are focused inside it, and it must show.
  'placeholder:text-slate-500 focus:outline-none focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30',
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
  'aria-invalid:border-rose-600 aria-invalid:ring-rose-600/20',
);

export interface FieldProps {
  label: ReactNode;
  /** The id of the control the label names; generated when omitted. */
  id?: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** Receives the ids to wire into the control (id, aria-describedby, aria-invalid). */
  children: (control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean; 'aria-required'?: boolean }) => ReactNode;
}

/** A label, a control and its error text, wired together for screen readers. */
export function Field({ label, id, error, hint, required, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-baseline gap-1">
        <label htmlFor={controlId} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {/* Outside the label, so the field's accessible name is the label alone. */}
        {required && (
          <span aria-hidden="true" className="text-sm text-rose-600">
            *
          </span>
        )}
      </div>
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, ...props }: InputProps) {
  // Only text inputs get the read-only tint: CSS counts a select as :read-only too.
  return <input className={cn(inputClass, 'read-only:bg-slate-50', className)} {...props} />;
}

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
  /** The choices, after any children (a leading 'all' or placeholder option goes in children). */
  options?: readonly SelectOption[];
}

export function Select({ className, options, children, ...props }: SelectProps) {
  return (
    <select className={cn(inputClass, className)} {...props}>
      {children}
      {options?.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export type SelectFieldProps = Omit<FieldProps, 'children'> & Omit<SelectProps, 'id' | 'className'>;

/** A labelled select: Field's label, hint and error wired to a Select (`className` sizes the field). */
export function SelectField({ label, id, error, hint, required, className, ...select }: SelectFieldProps) {
  return (
    <Field label={label} id={id} error={error} hint={hint} required={required} className={className}>
      {(aria) => <Select {...aria} {...select} />}
    </Field>
  );
}
