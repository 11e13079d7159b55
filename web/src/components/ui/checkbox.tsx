import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from './cn';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  ref?: Ref<HTMLInputElement>;
}

/** The platform's tick box: brand-coloured, the height of a line of small text. */
export function Checkbox({ className, ...props }: CheckboxProps) {
  return <input type="checkbox" className={cn('size-4 accent-brand-700', className)} {...props} />;
}
