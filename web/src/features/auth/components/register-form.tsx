import { phoneDigits, PHONE_MESSAGES } from '@dosyt/core/phone/phone.rules';
import { filterName } from '@dosyt/core/text/text.rules';
import {
  missingRegistrationFields,
  missingRegistrationFieldsMessage,
  registrationFormSchema,
  type RegistrationBody,
} from '@dosyt/core/user/registration.schema';
import { AUTH_MESSAGES, NO_FUNCTION_MESSAGE, PASSWORD_RULE_MESSAGE } from '@dosyt/core/user/user.messages';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type * as z from '@dosyt/core/validation/zod';
import { FormActions } from '../../../components/form/form-actions';
import { FormField } from '../../../components/form/form-field';
import { regionSlot } from '../../../components/form/region-slot';
import { OutcomePopup, type Outcome } from '../../../components/form/outcome-popup';
import { PhoneField } from '../../../components/form/phone-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/field';
import { PasswordStrengthMeter } from '../../../components/password-strength/password-strength-meter';
import { usePasswordStrength, weakPasswordMessage } from '../../../components/password-strength/use-password-strength';
import { PasswordInput } from '../../../components/ui/password-input';
import { isApiError } from '../../../lib/api-client';
import { firstErrorMessage, schemaResolver } from '../../../lib/form-resolver';
import { useRegister } from '../api/registration';

type Id = number | string;

/** A picked community: its id and district travel in the registration body. */
export interface CommunityPick {
  id: Id;
  name: string;
  district_id?: Id;
}

interface RegisterFormValues {
  name: string;
  last_name: string;
  region_id: Id | null;
  community_id: string | null;
  district_id: string | null;
  phone: string;
  email: string;
  responsability: string;
  institution: string;
  assistance_id: number[];
  password: string;
  repeatPassword: string;
}

const FIELD_ORDER = [
  'name',
  'last_name',
  'region_id',
  'community_id',
  'phone',
  'email',
  'responsability',
  'institution',
  'assistance_id',
  'password',
  'repeatPassword',
] as const;

// Communities and districts are codifier codes ('UA…'); the server derives the district itself.
const formSchema = registrationFormSchema;

const EMAIL_EXISTS_SUFFIX = 'email already exist';
const GENERIC_FAILURE = AUTH_MESSAGES.registrationFailed;

/** The text shown when registration fails. */
export function registrationFailureMessage(message: string | undefined, errors: unknown): string {
  if (message?.trim().endsWith(EMAIL_EXISTS_SUFFIX)) return AUTH_MESSAGES.emailExists;
  if (Array.isArray(errors) && errors.length > 0) {
    return errors.map((e) => (typeof e === 'string' ? e : ((e as { message?: string })?.message ?? JSON.stringify(e)))).join('\n');
  }
  if (errors && typeof errors === 'object' && Object.keys(errors).length > 0) return Object.values(errors).map(String).join('\n');
  if (typeof errors === 'string' && errors) return errors;
  return GENERIC_FAILURE;
}

/** What goes wrong first, as one message: missing fields, then functions, then the field's own rule. */
function invalidFormMessage(values: RegisterFormValues, errors: Record<string, { message?: unknown } | undefined>): string | undefined {
  const missing = missingRegistrationFields(values);
  if (missing.length > 0) return missingRegistrationFieldsMessage(missing);
  if (values.assistance_id.length === 0) return NO_FUNCTION_MESSAGE;
  return firstErrorMessage(errors, FIELD_ORDER);
}

export interface RegisterFormProps {
  /** Region select, supplied by the route (communities feature). */
  renderRegion: (props: {
    id: string;
    value: Id | null;
    onChange: (regionId: Id | null) => void;
    'aria-describedby'?: string;
    'aria-invalid'?: boolean;
  }) => ReactNode;
  /** Community autocomplete within the chosen region. */
  renderCommunity: (props: {
    id: string;
    regionId: Id | null;
    value: CommunityPick | null;
    onChange: (community: CommunityPick | null) => void;
    'aria-describedby'?: string;
    'aria-invalid'?: boolean;
  }) => ReactNode;
  /** Functions checklist (assistance feature). */
  renderFunctions: (props: { value: number[]; onChange: (ids: number[]) => void; error?: string }) => ReactNode;
  /** After the success message is closed. */
  onRegistered: () => void;
}

/** /register form. */
export function RegisterForm({ renderRegion, renderCommunity, renderFunctions, onRegistered }: RegisterFormProps) {
  const registration = useRegister();
  const [community, setCommunity] = useState<CommunityPick | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const { control, register, handleSubmit, getValues, setValue, setError, formState } = useForm<RegisterFormValues, unknown, z.output<typeof formSchema>>({
    resolver: schemaResolver<RegisterFormValues, typeof formSchema>(formSchema),
    defaultValues: {
      name: '',
      last_name: '',
      region_id: null,
      community_id: null,
      district_id: null,
      phone: '',
      email: '',
      responsability: '',
      institution: '',
      assistance_id: [],
      password: '',
      repeatPassword: '',
    },
  });
  const { errors } = formState;
  // Watched, not read once: the community picker must re-render when the region changes.
  const regionId = useWatch({ control, name: 'region_id' });
  // The person's own name and address are the first words a guesser tries.
  const [password, name, lastName, email] = useWatch({ control, name: ['password', 'name', 'last_name', 'email'] });
  const strength = usePasswordStrength(password, [name, lastName, email]);

  const submit = handleSubmit(
    async (values) => {
      const weak = await weakPasswordMessage(values.password, [values.name, values.last_name, values.email]);
      if (weak) {
        setError('password', { message: weak }, { shouldFocus: true });
        setOutcome({ kind: 'error', message: weak });
        return;
      }
      const body: RegistrationBody = {
        name: values.name,
        last_name: values.last_name,
        email: values.email,
        phone: phoneDigits(values.phone),
        responsability: values.responsability,
        institution: values.institution,
        password: values.password,
        isActive: false,
        assistance_id: values.assistance_id,
        region_id: values.region_id,
        community_id: values.community_id,
        district_id: getValues('district_id'),
      };
      try {
        await registration.mutateAsync(body);
        setOutcome({ kind: 'success', message: AUTH_MESSAGES.activationSent(values.email) });
      } catch (error) {
        setOutcome({ kind: 'error', message: isApiError(error) ? registrationFailureMessage(error.message, error.errors) : GENERIC_FAILURE });
      }
    },
    (fieldErrors) => {
      const message = invalidFormMessage(getValues(), fieldErrors as Record<string, { message?: unknown }>);
      if (message) setOutcome({ kind: 'error', message });
    },
  );

  const textField = (name: 'name' | 'last_name' | 'responsability' | 'institution', label: string, autoComplete?: string) => (
    // Cyrillic letters, apostrophes and spaces only; the first letter capitalised.
    <TextField control={control} name={name} label={label} required filter={filterName} autoComplete={autoComplete} />
  );

  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          {textField('name', "Ім'я", 'given-name')}
          {textField('last_name', 'Прізвище', 'family-name')}

          {/* Communities belong to a region: a new region clears the pick. */}
          <FormField control={control} name="region_id" label="Область" required>
            {(field, aria) =>
              renderRegion(
                regionSlot(field, aria, () => {
                  setCommunity(null);
                  setValue('community_id', null);
                  setValue('district_id', null);
                }),
              )
            }
          </FormField>
          <FormField control={control} name="community_id" label="Громада" required>
            {(field, aria) =>
              renderCommunity({
                ...aria,
                regionId,
                value: community,
                onChange: (picked) => {
                  setCommunity(picked);
                  field.onChange(picked ? String(picked.id) : null);
                  setValue('district_id', picked?.district_id == null ? null : String(picked.district_id));
                },
              })
            }
          </FormField>

          <PhoneField control={control} name="phone" label="Телефон" required blurMessage={PHONE_MESSAGES.labelRequired} />
          <Field label="Email" error={errors.email?.message} required>
            {(aria) => <Input {...aria} type="email" autoComplete="email" inputMode="email" {...register('email')} />}
          </Field>

          {textField('responsability', 'Посада', 'organization-title')}
          {textField('institution', 'Установа', 'organization')}
        </div>

        <Controller
          control={control}
          name="assistance_id"
          render={({ field, fieldState }) => <>{renderFunctions({ value: field.value, onChange: field.onChange, error: fieldState.error?.message })}</>}
        />

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            <Field label="Пароль" error={errors.password?.message} hint={errors.password ? undefined : PASSWORD_RULE_MESSAGE} required>
              {(aria) => <PasswordInput {...aria} autoComplete="new-password" onFocus={strength.load} {...register('password')} />}
            </Field>
            <PasswordStrengthMeter estimate={strength.result} />
          </div>
          <Field label="Повторіть пароль" error={errors.repeatPassword?.message} required>
            {(aria) => <PasswordInput {...aria} autoComplete="new-password" {...register('repeatPassword')} />}
          </Field>
        </div>

        <FormActions>
          {/* Clearing reloads the page: nothing typed survives. */}
          <Button variant="secondary" onClick={() => window.location.reload()}>
            Очистити форму
          </Button>
          <Button type="submit" loading={registration.isPending}>
            Зареєструватися
          </Button>
        </FormActions>
      </form>
      <OutcomePopup
        outcome={outcome}
        onClose={({ kind }) => {
          setOutcome(null);
          if (kind === 'success') onRegistered();
        }}
      />
    </>
  );
}
