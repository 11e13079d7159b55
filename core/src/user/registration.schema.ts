import * as z from '../validation/zod';
import { MISSING_REGISTRATION_PREFIX, NO_FUNCTION_MESSAGE, PASSWORDS_MISMATCH_MESSAGE } from './user.messages';
import { checkFunctions, communityField, emailField, functionsField, numeric, passwordField, phoneField } from './user.fields';
import { USER_LIMITS } from './user.rules';

export const REGISTRATION_FIELD_LABELS = {
  name: "Ім'я",
  last_name: 'Прізвище',
  region_id: 'Область',
  community_id: 'Громада',
  phone: 'Телефон',
  email: 'Email',
  responsability: 'Посада',
  institution: 'Установа',
  password: 'Пароль',
  repeatPassword: 'Повторіть пароль',
} as const;
type RegistrationField = keyof typeof REGISTRATION_FIELD_LABELS;

/** 'Помилка. Заповніть наступні поля: Ім'я, Email'. */
export function missingRegistrationFieldsMessage(labels: readonly string[]): string {
  return MISSING_REGISTRATION_PREFIX + labels.join(', ');
}

const missing = (field: RegistrationField): string => missingRegistrationFieldsMessage([REGISTRATION_FIELD_LABELS[field]]);
/** Ukrainian plural of 'символ' for the counts used here: 2 символи, 5 символів. */
const symbols = (n: number): string => (n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 'символи' : 'символів');
const minLength = (field: RegistrationField, min: number): string => `Поле "${REGISTRATION_FIELD_LABELS[field]}" має містити щонайменше ${min} ${symbols(min)}`;
const tooLong = (field: RegistrationField, max: number): string => `Поле "${REGISTRATION_FIELD_LABELS[field]}" занадто довге (максимум ${max} символів)`;

const registrationText = (field: 'name' | 'last_name' | 'responsability' | 'institution', min: number) =>
  z
    .string(missing(field))
    .check(
      z.trim(),
      z.minLength(1, { error: missing(field), abort: true }),
      z.minLength(min, minLength(field, min)),
      z.maxLength(USER_LIMITS[field], tooLong(field, USER_LIMITS[field])),
    );

const regionIdField = z.preprocess(numeric, z.number(missing('region_id')).check(z.int(missing('region_id')), z.positive(missing('region_id'))));

const registrationFields = {
  name: registrationText('name', 2),
  last_name: registrationText('last_name', 2),
  email: emailField,
  phone: phoneField(missing('phone')),
  responsability: registrationText('responsability', 5),
  institution: registrationText('institution', 5),
  password: passwordField,
  assistance_id: functionsField(NO_FUNCTION_MESSAGE),
  region_id: regionIdField,
  community_id: communityField(missing('community_id')),
  // district_id is accepted and dropped: the server takes the district from the community.
};

/**
 * Wire body of POST /api/auth/registration. `isActive` is accepted but always false:
 * an account is activated by the e-mail link and an admin, never by its registrant.
 */
export const registrationSchema = z.pipe(
  z
    .object({ ...registrationFields, isActive: z.optional(z.unknown()) })
    .check(z.superRefine((body, ctx) => checkFunctions(body.assistance_id, ctx, 'assistance_id', NO_FUNCTION_MESSAGE))),
  z.transform((body) => ({ ...body, isActive: false as const })),
);

export interface RegistrationBody {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  responsability: string;
  institution: string;
  password: string;
  isActive?: boolean;
  assistance_id: number[];
  region_id: number;
  /** Codifier code (КАТОТТГ). */
  community_id: string;
  /** Ignored by the server: it follows from the community. */
  district_id?: string | null;
}
export type RegistrationInput = z.output<typeof registrationSchema>;

export interface RegistrationFormValues extends Partial<Omit<RegistrationBody, 'region_id' | 'community_id' | 'district_id'>> {
  region_id?: number | string | null;
  community_id?: string | null;
  district_id?: string | null;
  repeatPassword?: string;
}

const isBlank = (v: unknown): boolean => v == null || (typeof v === 'string' && v.trim() === '');

/** Labels of the empty registration fields, in form order. */
export function missingRegistrationFields(values: RegistrationFormValues): string[] {
  return (Object.keys(REGISTRATION_FIELD_LABELS) as RegistrationField[])
    .filter((field) => isBlank(values[field]))
    .map((field) => REGISTRATION_FIELD_LABELS[field]);
}

/** The registration form: the wire body plus the repeated password ('Паролі не співпадають'). */
export const registrationFormSchema = z
  .object({ ...registrationFields, repeatPassword: z.string(missing('repeatPassword')).check(z.minLength(1, missing('repeatPassword'))) })
  .check(
    z.superRefine((values, ctx) => {
      checkFunctions(values.assistance_id, ctx, 'assistance_id', NO_FUNCTION_MESSAGE);
      if (values.repeatPassword !== values.password) {
        ctx.addIssue({ code: 'custom', path: ['repeatPassword'], message: PASSWORDS_MISMATCH_MESSAGE });
      }
    }),
  );
