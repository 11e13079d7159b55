import { RISK_BLOCK_TITLE, RISK_QUESTIONS, type RiskAnswers } from '@dosyt/core/appeal/risk.rules';
import { useId } from 'react';
import { RadioQuestion, YES_NO } from './radio-question';

export interface RiskScreeningBlockProps {
  value: RiskAnswers;
  onChange: (next: RiskAnswers) => void;
  disabled?: boolean;
}

/**
 * The risk screening (optional yes/no questions from DASH and the Danger Assessment,
 * see core risk.rules.ts). The level they give is staff information and is not shown here.
 */
export function RiskScreeningBlock({ value, onChange, disabled }: RiskScreeningBlockProps) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4" disabled={disabled} aria-describedby={`${id}-hint`}>
      <legend className="px-1 text-sm font-medium text-slate-700">{RISK_BLOCK_TITLE}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        Необов'язково. Відповіді допоможуть швидше надати допомогу тим, кому загрожує найбільша небезпека.
      </p>
      {RISK_QUESTIONS.map((q) => (
        <RadioQuestion
          key={q.id}
          question={q.label}
          options={YES_NO}
          value={value[q.id]}
          onChange={(answer) => onChange({ ...value, [q.id]: answer })}
          className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm"
          questionClassName="w-full text-slate-700 sm:flex-1"
        />
      ))}
    </fieldset>
  );
}
