import type { ControlAria } from './form-field';

type RegionId = number | string;

/**
 * The props a form hands its region select (the route's RegionSelect): the field's ids and
 * value; a pick goes to the form, then to `then` (communities belong to a region, so each
 * form clears its own pick there).
 */
export function regionSlot(field: { value: RegionId | null; onChange: (regionId: RegionId | null) => void }, aria: ControlAria, then: () => void) {
  return {
    ...aria,
    value: field.value,
    onChange: (regionId: RegionId | null) => {
      field.onChange(regionId);
      then();
    },
  };
}
