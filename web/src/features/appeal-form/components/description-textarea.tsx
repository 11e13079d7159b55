import { filterDescription } from '@dosyt/core/text/text.rules';
import type { FocusEventHandler, Ref } from 'react';
import { inputClass } from '../../../components/ui/field';
import { cn } from '../../../components/ui/cn';
import type { ControlAria } from '../../../components/form/form-field';

export interface DescriptionTextareaProps extends ControlAria {
  name?: string;
  value: string;
  onChange: (text: string) => void;
  onBlur?: FocusEventHandler<HTMLTextAreaElement>;
  readOnly?: boolean;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/**
 * The appeal's 'Опис ситуації': Cyrillic text with punctuation, capitalised, so markup cannot be typed; at most 5000 characters.
 */
export function DescriptionTextarea({ onChange, readOnly, textareaRef, ...props }: DescriptionTextareaProps) {
  return (
    <textarea
      {...props}
      ref={textareaRef}
      onChange={(event) => onChange(filterDescription(event.target.value))}
      readOnly={readOnly}
      rows={5}
      maxLength={5000}
      autoComplete="off"
      spellCheck
      className={cn(inputClass, 'min-h-32 read-only:bg-slate-50')}
    />
  );
}
