import { AGREEMENT_MESSAGE, APPEAL_FIELD_LABELS, APPEAL_MESSAGES, type AppealFormMode } from '@dosyt/core/appeal/appeal.schema';
import { MINORS_ID } from '@dosyt/core/assistance/assistance';
import { filterName } from '@dosyt/core/text/text.rules';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { FormActions } from '../../../components/form/form-actions';
import { FormField } from '../../../components/form/form-field';
import { regionSlot } from '../../../components/form/region-slot';
import { OutcomePopup, type Outcome } from '../../../components/form/outcome-popup';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { checkResolver } from '../../../lib/form-resolver';
import { saveFailure } from '../../../lib/save-failure';
import { session } from '../../../lib/session';
import { withItem } from '../../../lib/with-item';
import { useCreateAppeal } from '../api/create-appeal';
import { useRequestTypes } from '../api/get-request-types';
import {
  buildAppealBody,
  checkAppealForm,
  childrenAfterTypeToggle,
  emptyAppealForm,
  newIdempotencyKey,
  type AppealFormResult,
  type AppealFormState,
  type CommunityPick,
} from '../lib/appeal-form-values';
import { CallDateTimeInput } from './call-date-time-input';
import { FollowUpCodeNote } from './follow-up-code-note';
import { ChildrenBlock } from './children-block';
import { CommunicationSelect } from './communication-select';
import { DescriptionTextarea } from './description-textarea';
import { PrivatePhoneInput } from './private-phone-input';
import { RequestTypesChecklist, requestTypesOf } from './request-types-checklist';
import { RiskScreeningBlock } from './risk-screening-block';
import { SafeContactBlock } from './safe-contact-block';

type Id = number | string;

/** Admin add: the list opens 2.5 s after the success message. */
export const ADMIN_REDIRECT_MS = 2500;
export const SUBMIT_SLOGAN = 'Досить мовчати — надіслати звернення';

interface SlotAria {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

export interface AppealFormProps {
  mode: AppealFormMode;
  /** Active regions select (communities feature, composed by the route). */
  renderRegion: (props: SlotAria & { value: Id | null; onChange: (regionId: Id | null) => void }) => ReactNode;
  /** Community autocomplete within the chosen region. */
  renderCommunity: (props: SlotAria & { regionId: Id | null; value: CommunityPick | null; onChange: (community: CommunityPick | null) => void }) => ReactNode;
  /** Admin add: 'Скасувати'. */
  onCancel?: () => void;
  /** Admin add: runs 2.5 s after the success message. */
  onSaved?: () => void;
}

/**
 * The consent follows what she said about calls: after 'Ні, лише повідомлення' it
 * promises no call.
 */
function agreementText(canCall: boolean | undefined): string {
  const contact = canCall === false ? "зі мною зв'яжуться лише повідомленням, без дзвінка" : 'мені зателефонують';
  return `Я погоджуюся на обробку наданої інформації фахівцями, які допомагатимуть мені, і розумію, що ${contact}.`;
}

const errorText = (errors: FieldErrors<AppealFormState>, field: keyof AppealFormState): string | undefined => {
  const message = (errors[field] as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
};

/** Field names the server may report errors for, mapped to the form's own. */
const SERVER_FIELDS: Record<string, keyof AppealFormState> = {
  creator: 'creator',
  date_communication: 'date_communication',
  name: 'name',
  last_name: 'last_name',
  region_id: 'region_id',
  community_id: 'community',
  phone: 'phone',
  communiction: 'communiction',
  assistans_type: 'assistance_ids',
  assistance_ids: 'assistance_ids',
  description: 'description',
  children_count: 'children_count',
  children_ages: 'children_ages',
};

/** The first control marked invalid (a group's first input), in page order. */
function focusFirstInvalid(form: HTMLFormElement | null): void {
  const marked = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = marked?.matches('input, select, textarea') ? marked : marked?.querySelector<HTMLElement>('input:not([disabled]), select, textarea');
  target?.focus();
}

/**
 * The appeal form (public /help-form, call-centre /call-center and
 * admin /admin/appeal-add). Everything stays in memory: no browser storage, and
 * autofill is off on personal fields. One idempotency key per fill makes a double
 * click or a retry create one appeal; a hidden honeypot field catches bots.
 */
export function AppealForm({ mode, renderRegion, renderCommunity, onCancel, onSaved }: AppealFormProps) {
  const formId = useId();
  const agreementHintId = `${formId}-agreement-hint`;
  const types = useRequestTypes();
  const create = useCreateAppeal();
  const idempotencyKey = useRef(newIdempotencyKey());
  const honeypot = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<(Outcome & { saved?: boolean; invalid?: boolean }) | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const { control, handleSubmit, getValues, setValue, reset, setError, formState } = useForm<AppealFormState, unknown, AppealFormResult>({
    resolver: checkResolver((values) => checkAppealForm(values, mode)),
    defaultValues: emptyAppealForm(),
    // Focus goes to the first wrong field once the message is closed (see the popup), not under the open dialog.
    shouldFocusError: false,
  });
  const { errors } = formState;
  const agreementMissing = Boolean(errors.agreement);
  const [anonymous, regionId, assistanceIds, childrenHelp, childrenCount, childrenAges, safeContact] = useWatch({
    control,
    name: ['anonymous', 'region_id', 'assistance_ids', 'children_help', 'children_count', 'children_ages', 'safe_contact'],
  });
  const requestTypes = requestTypesOf(types.data ?? []);
  const minorsId = requestTypes.find((t) => t.description === 'По справах неповнолітніх дітей')?.id ?? MINORS_ID;

  /** A new fill: empty fields, a new idempotency key. */
  const clearForm = () => {
    reset(emptyAppealForm());
    idempotencyKey.current = newIdempotencyKey();
    if (honeypot.current) honeypot.current.value = '';
  };

  const submit = handleSubmit(
    async (output) => {
      const body = buildAppealBody(output, mode, {
        types: types.data ?? [],
        idempotencyKey: idempotencyKey.current,
        honeypot: honeypot.current?.value,
      });
      let followUpCode: string | undefined;
      try {
        // Staff send their token (no rate limit for them); the public form never does.
        ({ followUpCode } = await create.mutateAsync({ body, withToken: mode === 'admin' || (mode === 'call-center' && session.getToken() !== null) }));
      } catch (error) {
        const fieldsNamed = isApiError(error) && error.errors && typeof error.errors === 'object';
        if (fieldsNamed) {
          for (const [field, message] of Object.entries(error.errors as Record<string, unknown>)) {
            const target = SERVER_FIELDS[field];
            if (target && typeof message === 'string') setError(target, { type: 'server', message });
          }
        }
        // A person must know the appeal did not go, and why when the server says.
        setOutcome({ kind: 'error', message: saveFailure(error).message, invalid: Boolean(fieldsNamed) });
        return;
      }
      if (mode === 'admin') {
        setOutcome({ kind: 'success', message: APPEAL_MESSAGES.createdByAdmin, saved: true });
        redirectTimer.current = setTimeout(() => onSaved?.(), ADMIN_REDIRECT_MS);
      } else {
        clearForm();
        // The code is in this answer only; the call-centre worker reads it out to the caller.
        setOutcome({
          kind: 'success',
          message: followUpCode ? (
            <>
              {APPEAL_MESSAGES.created}
              <FollowUpCodeNote code={followUpCode} />
            </>
          ) : (
            APPEAL_MESSAGES.created
          ),
        });
      }
    },
    () => {
      const check = checkAppealForm(getValues(), mode);
      if (!check.success) setOutcome({ kind: 'error', message: check.summary, invalid: true });
    },
  );

  const nameField = (name: 'name' | 'last_name' | 'creator', label: string) => (
    // Cyrillic letters, apostrophes and spaces; capitalised.
    <TextField
      control={control}
      name={name}
      label={label}
      required={name === 'creator' || !anonymous}
      filter={filterName}
      disabled={name !== 'creator' && anonymous}
      autoComplete="off"
      maxLength={name === 'creator' ? 120 : 60}
    />
  );

  return (
    <>
      <form ref={formRef} onSubmit={submit} noValidate autoComplete="off" className="flex flex-col gap-6" aria-busy={create.isPending || undefined}>
        {mode === 'call-center' && (
          <div className="grid gap-4 sm:grid-cols-2">
            {nameField('creator', APPEAL_FIELD_LABELS.creator)}
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
        )}

        <div className="grid gap-4 sm:grid-cols-2">
          {nameField('name', APPEAL_FIELD_LABELS.name)}
          {nameField('last_name', APPEAL_FIELD_LABELS.last_name)}
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
                      setValue('name', '', { shouldValidate: formState.isSubmitted });
                      setValue('last_name', '', { shouldValidate: formState.isSubmitted });
                    }
                  }}
                />
                Звернутися анонімно
              </label>
            )}
          />

          {/* Communities belong to a region: a new region clears the pick. */}
          <FormField control={control} name="region_id" label={APPEAL_FIELD_LABELS.region_id} required>
            {(field, aria) => renderRegion(regionSlot(field, aria, () => setValue('community', null, { shouldValidate: formState.isSubmitted })))}
          </FormField>
          <FormField control={control} name="community" label={APPEAL_FIELD_LABELS.community_id} required>
            {(field, aria) => renderCommunity({ ...aria, regionId: regionId, value: field.value, onChange: field.onChange })}
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

        {types.isPending ? (
          <Spinner label="Завантаження типів звернення" />
        ) : types.isError ? (
          <p role="alert" className="text-sm font-medium text-rose-700">
            Не вдалося завантажити типи звернення. Оновіть сторінку або зателефонуйте нам.
          </p>
        ) : (
          <RequestTypesChecklist
            legend={APPEAL_FIELD_LABELS.assistance_ids}
            required
            types={requestTypes}
            value={assistanceIds}
            error={errorText(errors, 'assistance_ids')}
            onToggle={(id, checked) => {
              const next = withItem(assistanceIds, id, checked);
              setValue('assistance_ids', next, { shouldValidate: formState.isSubmitted });
              if (id === minorsId) {
                const children = childrenAfterTypeToggle(getValues(), checked);
                setValue('children_help', children.children_help);
                setValue('children_count', children.children_count);
                setValue('children_ages', children.children_ages, { shouldValidate: formState.isSubmitted });
              }
            }}
          />
        )}

        <ChildrenBlock
          value={{ children_help: childrenHelp, children_count: childrenCount, children_ages: childrenAges }}
          countError={errorText(errors, 'children_count')}
          agesError={errorText(errors, 'children_ages')}
          onChange={(next) => {
            const validate = { shouldValidate: formState.isSubmitted };
            setValue('children_help', next.children_help);
            setValue('children_count', next.children_count, validate);
            setValue('children_ages', next.children_ages, validate);
          }}
        />

        <FormField
          control={control}
          name="description"
          label={APPEAL_FIELD_LABELS.description}
          required
          hint="Коротко опишіть, що сталося і якої допомоги ви потребуєте."
        >
          {(field, aria) => (
            <DescriptionTextarea {...aria} name={field.name} textareaRef={field.ref} value={field.value} onBlur={field.onBlur} onChange={field.onChange} />
          )}
        </FormField>

        <Controller
          control={control}
          name="safe_contact"
          render={({ field, fieldState }) => <SafeContactBlock value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
        />
        <Controller control={control} name="risk_answers" render={({ field }) => <RiskScreeningBlock value={field.value} onChange={field.onChange} />} />

        {/* Honeypot: invisible to people and screen readers, never focused; only a bot fills it. */}
        <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
          <label htmlFor={`${formId}-website`}>Website</label>
          <input ref={honeypot} id={`${formId}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <Controller
          control={control}
          name="agreement"
          render={({ field }) => (
            <div className="flex flex-col gap-1">
              <label className="flex cursor-pointer items-start gap-2 text-sm text-slate-800">
                <Checkbox
                  className="mt-0.5"
                  ref={field.ref}
                  checked={field.value}
                  aria-invalid={agreementMissing || undefined}
                  aria-describedby={agreementMissing ? agreementHintId : undefined}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
                <span>{agreementText(safeContact?.canCall)}</span>
              </label>
              {/* Said once she tried to send, not on a form she has not touched yet. */}
              {agreementMissing && (
                <p id={agreementHintId} className="text-xs font-medium text-rose-700">
                  {AGREEMENT_MESSAGE}
                </p>
              )}
            </div>
          )}
        />

        <FormActions>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              Скасувати
            </Button>
          )}
          <Button variant="secondary" onClick={clearForm} disabled={create.isPending}>
            Очистити форму
          </Button>
          <Button type="submit" loading={create.isPending}>
            {mode === 'admin' ? 'Зберегти' : SUBMIT_SLOGAN}
          </Button>
        </FormActions>
      </form>
      <OutcomePopup
        outcome={outcome}
        onClose={({ saved, invalid }) => {
          setOutcome(null);
          if (saved) {
            clearTimeout(redirectTimer.current);
            onSaved?.();
          }
          // After the dialog has given focus back, move it to the first field to fix.
          if (invalid) setTimeout(() => focusFirstInvalid(formRef.current));
        }}
      />
    </>
  );
}
