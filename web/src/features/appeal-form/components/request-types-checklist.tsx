import { MONITORING_DESCRIPTION, MONITORING_ID, type AssistanceType } from '@dosyt/core/assistance/assistance';
import { Checklist } from '../../../components/ui/checklist';

/** 'Моніторинг' is a staff function, not help a person can ask for: it is not offered as a request type. */
export const requestTypesOf = (types: readonly AssistanceType[]): AssistanceType[] =>
  types.filter((t) => t.id !== MONITORING_ID && t.description !== MONITORING_DESCRIPTION);

export interface RequestTypesChecklistProps {
  types: readonly AssistanceType[];
  value: readonly number[];
  onToggle: (id: number, checked: boolean) => void;
  legend: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/** The request types to tick. */
export function RequestTypesChecklist({ types, value, onToggle, legend, error, required, disabled }: RequestTypesChecklistProps) {
  return (
    <Checklist
      legend={
        <>
          {legend}
          {required && (
            <span aria-hidden="true" className="ml-1 text-rose-600">
              *
            </span>
          )}
        </>
      }
      items={types}
      value={value}
      onToggle={onToggle}
      isDisabled={() => disabled === true}
      error={error}
      itemClassName={() => 'py-1.5'}
    />
  );
}
