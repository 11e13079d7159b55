import { useId, type ReactNode } from 'react';

export interface RadioQuestionProps<V> {
  question: ReactNode;
  options: readonly { label: string; value: V }[];
  value: V;
  onChange: (value: V) => void;
  /** The row's classes, and the question's (each block lays them out its own way). */
  className: string;
  questionClassName: string;
}

/** A question answered by one of a few radio buttons on its row (yes or no, and the like). */
export function RadioQuestion<V>({ question, options, value, onChange, className, questionClassName }: RadioQuestionProps<V>) {
  const id = useId();
  return (
    <div role="radiogroup" aria-labelledby={`${id}-q`} className={className}>
      <span id={`${id}-q`} className={questionClassName}>
        {question}
      </span>
      {options.map((o) => (
        <label key={o.label} className="inline-flex cursor-pointer items-center gap-2">
          <input type="radio" name={`${id}-r`} className="size-4 accent-brand-700" checked={value === o.value} onChange={() => onChange(o.value)} />
          {o.label}
        </label>
      ))}
    </div>
  );
}

/** Так / Ні. */
export const YES_NO = [
  { label: 'Так', value: true },
  { label: 'Ні', value: false },
] as const;
