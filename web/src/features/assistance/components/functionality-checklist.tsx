import type { AssistanceType } from '@dosyt/core/assistance/assistance';
import { isFunctionDisabled, MONITORING_ID, toggleFunction } from '@dosyt/core/assistance/assistance';
import { Checklist } from '../../../components/ui/checklist';
import { cn } from '../../../components/ui/cn';

export interface FunctionalityChecklistProps {
  items: readonly AssistanceType[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  legend?: string;
  /** The whole list is read-only (profile before Edit). */
  readOnly?: boolean;
  error?: string;
  className?: string;
}

/**
 * Assistance types to tick. Monitoring (id 7) is chosen alone: ticking it replaces
 * the others and disables them until it is unticked.
 */
export function FunctionalityChecklist({ items, value, onChange, legend = 'Функціонал', readOnly = false, error, className }: FunctionalityChecklistProps) {
  return (
    <Checklist
      legend={legend}
      items={items}
      value={value}
      onToggle={(id) => onChange(toggleFunction(value, id))}
      isDisabled={(id) => readOnly || isFunctionDisabled(value, id)}
      error={error}
      className={className}
      itemClassName={(id) => cn('py-1', id === MONITORING_ID && 'font-medium')}
    />
  );
}
