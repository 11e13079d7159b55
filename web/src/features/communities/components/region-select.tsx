import { useState } from 'react';
import { InfoPopup } from '../../../components/ui/info-popup';
import { Select, type SelectProps } from '../../../components/ui/field';
import { useActiveRegions } from '../api/get-active-regions';

export interface RegionSelectProps extends Omit<SelectProps, 'value' | 'onChange'> {
  value: number | string | null | undefined;
  onChange: (regionId: number | string | null) => void;
}

/** Active regions as a select; a failed load is reported in a modal. */
export function RegionSelect({ value, onChange, ...props }: RegionSelectProps) {
  const regions = useActiveRegions();
  const [errorSeen, setErrorSeen] = useState(false);

  return (
    <>
      <Select
        {...props}
        value={value == null ? '' : String(value)}
        onChange={(event) => {
          const picked = regions.data?.find((r) => String(r.region_id) === event.target.value);
          onChange(picked ? picked.region_id : null);
        }}
        aria-busy={regions.isPending || undefined}
      >
        <option value="">{regions.isPending ? 'Завантаження...' : 'Оберіть область'}</option>
        {regions.data?.map((region) => (
          <option key={region.region_id} value={String(region.region_id)}>
            {region.region}
          </option>
        ))}
      </Select>
      <InfoPopup
        open={regions.isError && !errorSeen}
        kind="error"
        message={regions.error?.message || 'Помилка завантаження областей'}
        onClose={() => setErrorSeen(true)}
      />
    </>
  );
}
