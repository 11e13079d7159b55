import { APPEAL_FIELD_LABELS, type AppealFormMode } from '@dosyt/core/appeal/appeal.schema';
import { filterName } from '@dosyt/core/text/text.rules';
import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '../../../components/form/form-field';
import { regionSlot } from '../../../components/form/region-slot';
import { TextField } from '../../../components/form/text-field';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import type { AppealFormState, CommunityPick } from '../lib/appeal-form-values';
import { CallDateTimeInput } from './call-date-time-input';
import { CommunicationSelect } from './communication-select';
import { PrivatePhoneInput } from './private-phone-input';

type Id = number | string;

interface SlotAria {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/** The region select and the community autocomplete, composed by the route (they belong to the communities feature). */
export interface PlaceSlots {
  /** Active regions select. */
  renderRegion: (props: SlotAria & { value: Id | null; onChange: (regionId: Id | null) => void }) => ReactNode;
  /** Community autocomplete within the chosen region. */
  renderCommunity: (props: SlotAria & { regionId: Id | null; value: CommunityPick | null; onChange: (community: CommunityPick | null) => void }) => ReactNode;
}

/** A name field: Cyrillic letters, apostrophes and spaces, capitalised; the person's names lock when she is anonymous. */
function NameField({ name, anonymous }: { name: 'name' | 'last_name' | 'creator'; anonymous: boolean }) {
  const { control } = useFormContext<AppealFormState>();
  return (
    <TextField
      control={control}
      name={name}
      label={APPEAL_FIELD_LABELS[name]}
      required={name === 'creator' || !anonymous}
      filter={filterName}
      disabled={name !== 'creator' && anonymous}
      autoComplete="off"
      maxLength={name === 'creator' ? 120 : 60}
    />
  );
}

/** Call centre only: who took the call and when. */
export function CallCentreFields() {
  const { control } = useFormContext<AppealFormState>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <NameField name="creator" anonymous={false} />
      <Controller
        control={control}
        name="date_communication"
        render={({ field, fieldState }) => (
          <Field label={APPEAL_FIELD_LABELS.date_communication} error={fieldState.error?.message} required>
            {(aria) => <CallDateTimeInput {...aria} inputRef={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
          </Field>
        )}
      />
    </div>
  );
}

/** Who she is (or 'Звернутися анонімно'), where she is, and how to reach her. */
export function PersonFields({ mode, renderRegion, renderCommunity }: PlaceSlots & { mode: AppealFormMode }) {
  const { control, setValue, formState } = useFormContext<AppealFormState>();
  const [anonymous, regionId] = useWatch({ control, name: ['anonymous', 'region_id'] });
  const validate = { shouldValidate: formState.isSubmitted };
  return (
    <>
      {mode === 'call-center' && <CallCentreFields />}
      <div className="grid gap-4 sm:grid-cols-2">
        <NameField name="name" anonymous={anonymous} />
        <NameField name="last_name" anonymous={anonymous} />
        <Controller
          control={control}
          name="anonymous"
          render={({ field }) => (
            <label className="flex cursor-pointer items-center gap-2 text-sm sm:col-span-2">
              <Checkbox
                ref={field.ref}
                checked={field.value}
                onChange={(event) => {
                  field.onChange(event.target.checked);
                  // Anonymous: the names are cleared and locked.
                  if (event.target.checked) {
                    setValue('name', '', validate);
                    setValue('last_name', '', validate);
                  }
                }}
              />
              Звернутися анонімно
            </label>
          )}
        />

        {/* Communities belong to a region: a new region clears the pick. */}
        <FormField control={control} name="region_id" label={APPEAL_FIELD_LABELS.region_id} required>
          {(field, aria) => renderRegion(regionSlot(field, aria, () => setValue('community', null, validate)))}
        </FormField>
        <FormField control={control} name="community" label={APPEAL_FIELD_LABELS.community_id} required>
          {(field, aria) => renderCommunity({ ...aria, regionId, value: field.value, onChange: field.onChange })}
        </FormField>

        <FormField control={control} name="phone" label={APPEAL_FIELD_LABELS.phone} required>
          {(field, aria) => (
            <PrivatePhoneInput {...aria} name={field.name} inputRef={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          )}
        </FormField>
        <FormField control={control} name="communiction" label="Зручний спосіб зв'язку">
          {(field, aria) => <CommunicationSelect {...aria} name={field.name} selectRef={field.ref} value={field.value} onChange={field.onChange} />}
        </FormField>
      </div>
    </>
  );
}
