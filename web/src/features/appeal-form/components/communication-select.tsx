import { COMMUNICATION_CHANNELS } from '@dosyt/core/appeal/appeal.schema';
import type { Ref } from 'react';
import { Select } from '../../../components/ui/field';
import type { ControlAria } from '../../../components/form/form-field';

export interface CommunicationSelectProps extends ControlAria {
  name?: string;
  value: string;
  onChange: (channel: string) => void;
  disabled?: boolean;
  selectRef?: Ref<HTMLSelectElement>;
}

/** 'Зручний спосіб зв'язку': the channels, and an old appeal's own one if it is no longer offered. */
export function CommunicationSelect({ value, onChange, selectRef, ...props }: CommunicationSelectProps) {
  return (
    <Select {...props} ref={selectRef} value={value} onChange={(event) => onChange(event.target.value)}>
      {[...new Set([...COMMUNICATION_CHANNELS, value])].map((channel) => (
        <option key={channel} value={channel}>
          {channel}
        </option>
      ))}
    </Select>
  );
}
