import { APPEAL_FIELD_LABELS, APPEAL_MESSAGES } from '@dosyt/core/appeal/appeal.schema';
import { MINORS_ID } from '@dosyt/core/assistance/assistance';
import { filterName } from '@dosyt/core/text/text.rules';
import { useEffect, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { EditFormActions } from '../../../components/form/form-actions';
import { FormField } from '../../../components/form/form-field';
import { regionSlot } from '../../../components/form/region-slot';
import { TextField } from '../../../components/form/text-field';
import { useEditSave } from '../../../components/form/use-edit-save';
import { Checkbox } from '../../../components/ui/checkbox';
import { PhoneInput } from '../../../components/ui/phone-input';
import { Spinner } from '../../../components/ui/spinner';
import { withItem } from '../../../lib/with-item';
import { useRequestTypes } from '../api/get-request-types';
import { childrenAfterTypeToggle, type CommunityPick } from '../lib/appeal-form-values';
import { buildAppealUpdate, toEditState, type AppealEditState, type AppealUpdateRequestBody, type EditableAppeal } from '../lib/appeal-edit-values';
import { ChildrenBlock } from './children-block';
import { CommunicationSelect } from './communication-select';
import { DescriptionTextarea } from './description-textarea';
import { RequestTypesChecklist, requestTypesOf } from './request-types-checklist';
import { RiskScreeningBlock } from './risk-screening-block';
import { SafeContactBlock } from './safe-contact-block';
import { SafeContactNotice } from '../../../components/safety/safe-contact-notice';

type Id = number | string;

interface SlotAria {
  id: string;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

export interface AppealEditFormProps {
  appeal: EditableAppeal;
  /** Editable only while the appeal is new (status 1): otherwise every field is read-only. */
  editable: boolean;
  renderRegion: (props: SlotAria & { value: Id | null; onChange: (regionId: Id | null) => void }) => ReactNode;
  renderCommunity: (props: SlotAria & { regionId: Id | null; value: CommunityPick | null; onChange: (community: CommunityPick | null) => void }) => ReactNode;
  /** PUT /api/appeals/{id}. */
  save: (body: AppealUpdateRequestBody) => Promise<unknown>;
  /** Cancel / Close, and closing the success message: back to the list. */
  onClose: () => void;
  /** After a 409: the appeal is read again. */
  onStale: () => void;
  /** The distribution button, beside the others. */
  extraActions?: ReactNode;
}

/** /admin/appeal/edit/{id}: the appeal's fields. */
export function AppealEditForm({ appeal, editable, renderRegion, renderCommunity, save, onClose, onStale, extraActions }: AppealEditFormProps) {
  const types = useRequestTypes();
  const { saving, save: saveChecked, popup } = useEditSave({ onClose, onStale });
  const { control, handleSubmit, setValue, getValues, reset } = useForm<AppealEditState>({ defaultValues: toEditState(appeal) });
  const [anonymous, regionId, assistanceIds, childrenHelp, childrenCount, childrenAges] = useWatch({
    control,
    name: ['anonymous', 'region_id', 'assistance_ids', 'children_help', 'children_count', 'children_ages'],
  });

  // A reloaded appeal (after a 409) replaces what was on screen.
  useEffect(() => reset(toEditState(appeal)), [appeal, reset]);

  const requestTypes = requestTypesOf(types.data ?? []);
  // Retired or monitoring types an old appeal still names stay visible, ticked.
  const shownTypes = [
    ...requestTypes,
    ...appeal.assistanceIds
      .filter((id) => !requestTypes.some((t) => t.id === id))
      .map((id) => ({ id, description: (types.data ?? []).find((t) => t.id === id)?.description ?? `Тип №${id}` })),
  ];
  const minorsId = requestTypes.find((t) => t.description === 'По справах неповнолітніх дітей')?.id ?? MINORS_ID;
  const readOnly = !editable;

  const submit = handleSubmit((state) =>
    saveChecked(buildAppealUpdate(state, appeal.version, types.data ?? []), save, () => ({ message: APPEAL_MESSAGES.updated, leave: true })),
  );

  const nameField = (name: 'name' | 'last_name', label: string) => (
    <TextField
      control={control}
      name={name}
      label={label}
      filter={filterName}
      displayValue={anonymous && name === 'name' ? 'Анонімний' : undefined}
      readOnly={readOnly || anonymous}
      autoComplete="off"
      maxLength={60}
    />
  );

  return (
    <>
      <form onSubmit={submit} noValidate autoComplete="off" className="flex flex-col gap-6">
        {/* Before the phone: how to reach the person safely, and the risk level (never mailed). */}
        <SafeContactNotice safeContact={appeal.safe_contact} riskLevel={appeal.risk_level} riskAnswers={appeal.risk_answers} />
        <div className="grid gap-4 sm:grid-cols-2">
          {nameField('name', APPEAL_FIELD_LABELS.name)}
          {nameField('last_name', APPEAL_FIELD_LABELS.last_name)}
          <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
            {/* Read-only on this screen. */}
            <Checkbox checked={anonymous} disabled readOnly />
            Анонімне звернення
          </label>

          <FormField control={control} name="region_id" label={APPEAL_FIELD_LABELS.region_id}>
            {(field, aria) => renderRegion({ ...regionSlot(field, aria, () => setValue('community', null)), disabled: readOnly })}
          </FormField>
          <FormField control={control} name="community" label={APPEAL_FIELD_LABELS.community_id}>
            {(field, aria) => renderCommunity({ ...aria, disabled: readOnly, regionId, value: field.value, onChange: field.onChange })}
          </FormField>
          <FormField control={control} name="phone" label={APPEAL_FIELD_LABELS.phone}>
            {(field, aria) => <PhoneInput {...aria} name={field.name} inputRef={field.ref} value={field.value} onChange={field.onChange} readOnly={readOnly} />}
          </FormField>
          <FormField control={control} name="communiction" label="Спосіб зв'язку">
            {(field, aria) => <CommunicationSelect {...aria} value={field.value} onChange={field.onChange} disabled={readOnly} />}
          </FormField>
        </div>

        {types.isPending ? (
          <Spinner label="Завантаження типів звернення" />
        ) : (
          <RequestTypesChecklist
            legend={APPEAL_FIELD_LABELS.assistance_ids}
            types={shownTypes}
            value={assistanceIds}
            disabled={readOnly}
            onToggle={(id, checked) => {
              setValue('assistance_ids', withItem(assistanceIds, id, checked));
              if (id === minorsId) {
                const children = childrenAfterTypeToggle(getValues(), checked);
                setValue('children_help', children.children_help);
                setValue('children_count', children.children_count);
                setValue('children_ages', children.children_ages);
              }
            }}
          />
        )}

        <ChildrenBlock
          disabled={readOnly}
          value={{ children_help: childrenHelp, children_count: childrenCount, children_ages: childrenAges }}
          onChange={(next) => {
            setValue('children_help', next.children_help);
            setValue('children_count', next.children_count);
            setValue('children_ages', next.children_ages);
          }}
        />

        <FormField control={control} name="description" label={APPEAL_FIELD_LABELS.description}>
          {(field, aria) => <DescriptionTextarea {...aria} textareaRef={field.ref} value={field.value} onChange={field.onChange} readOnly={readOnly} />}
        </FormField>

        <Controller
          control={control}
          name="safe_contact"
          render={({ field }) => <SafeContactBlock value={field.value} onChange={field.onChange} disabled={readOnly} />}
        />
        <Controller
          control={control}
          name="risk_answers"
          render={({ field }) => <RiskScreeningBlock value={field.value} onChange={field.onChange} disabled={readOnly} />}
        />

        <EditFormActions editable={editable} saving={saving} onClose={onClose}>
          {extraActions}
        </EditFormActions>
      </form>
      {popup}
    </>
  );
}
