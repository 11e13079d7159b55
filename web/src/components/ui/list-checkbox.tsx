import type { ReactNode } from 'react';
import { withItem } from '../../lib/with-item';
import { Checkbox } from './checkbox';

export interface ListCheckboxProps<T> {
  /** The items ticked now. */
  list: readonly T[];
  item: T;
  onChange: (list: T[]) => void;
  /** The label's classes (the layout of the row it stands in). */
  className: string;
  children: ReactNode;
}

/** A labelled box that puts one item into a list of picks or takes it out (days, categories). */
export function ListCheckbox<T>({ list, item, onChange, className, children }: ListCheckboxProps<T>) {
  return (
    <label className={className}>
      <Checkbox checked={list.includes(item)} onChange={(e) => onChange(withItem(list, item, e.target.checked))} />
      {children}
    </label>
  );
}
