import * as z from '../validation/zod';
import type { Role } from '../access/roles';
import { isMonitoringOnly, MONITORING_ID } from '../assistance/assistance';
import { isValidPhone, PHONE_MESSAGES, phoneDigits } from '../phone/phone.rules';
import { COMMUNITY_CODE } from '../region/region.rules';

/** The top admin: cannot be deactivated and has no functionality choice. */
export const TOP_ADMIN_ID = 1;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 15;
export const PASSWORD_RULE_MESSAGE =
  'Пароль має містити від 8 до 15 символів і включати принаймні одну велику літеру (латиниця або кирилиця), одну малу літеру, одну цифру і один спеціальний символ: !@#$%^&*';
/** The reset screen's collapsible list of requirements. */
export const PASSWORD_REQUIREMENTS = ['Мінімум 8 символів', 'Велика літера', 'Мала літера', 'Цифра', 'Спеціальний символ: !@#$%^&*'] as const;

export const EMAIL_MESSAGE = 'Некоректний email';
export const EMAIL_REQUIRED_MESSAGE = 'Будь ласка, введіть email адресу';
export const PASSWORD_REQUIRED_MESSAGE = 'Будь ласка, введіть пароль';
export const NEW_PASSWORD_REQUIRED_MESSAGE = 'Будь ласка, введіть новий пароль';
export const PASSWORDS_MISMATCH_MESSAGE = 'Паролі не співпадають';
export const RESET_TOKEN_MESSAGE = 'Недійсний токен, або невірний email';
export const NO_FUNCTION_MESSAGE = 'Помилка. Необрано функціонал';
export const MONITORING_ALONE_MESSAGE = 'Функціонал "Моніторинг" обирається лише окремо від інших';
/** A self-service profile change may not move an account between OBSERVER and USER. */
export const ROLE_CHANGE_BY_ADMIN_MESSAGE = 'Такий функціонал змінює вашу роль на платформі. Роль змінює лише адміністратор: зверніться до нього';
export const MISSING_REGISTRATION_PREFIX = 'Помилка. Заповніть наступні поля: ';
export const PROFILE_INCOMPLETE_MESSAGE = 'Будь ласка, заповніть всі поля профілю';
export const PROFILE_SELECT_FUNCTIONS_SUFFIX = ' та виберіть функціонал';

/** Messages of sign-in, registration, reset and profile screens. */
export const AUTH_MESSAGES = {
  loginFailed: 'Невірний email, або доступ заборонений',
  emailExists: 'Користувач з таким email вже існує',
  registrationFailed: 'Сталася помилка. Спробуйте ще раз',
  activationSent: (email: string) => `Інформація по активації направлена на ${email}`,
  mailFailed: 'Помилка відправки Email',
  forgotFailed: 'Помилка при відправці запиту',
  forgotSent: 'Якщо email існує, лист з інструкціями було надіслано',
  forgotThrown: 'Помилка при відправці листа для відновлення пароля',
  resetValidation: 'Помилки валідації пароля',
  resetFailed: 'Помилка при зміні пароля',
  resetDone: 'Пароль успішно змінено!',
  resetLinkInvalid: 'Недійсне посилання для відновлення паролю',
} as const;

export const PROFILE_MESSAGES = {
  loadFailed: 'Помилка завантаження профілю',
  loadDataFailed: 'Помилка завантаження даних профілю',
  updateFailed: 'Помилка оновлення профілю',
  saveFailed: 'Помилка збереження даних',
  updated: 'Профіль успішно оновлено',
  functionsLoadFailed: 'Помилка завантаження функціоналу',
} as const;

/** Access e-mail texts and the toggle confirmation. */
export const ACCESS_MESSAGES = {
  granted: 'Доступ до платформи узгоджено',
  revoked: 'Доступ до платформи скасовано',
  confirmToggle: 'Ви впевнені, що хочете змінити статус користувача? Якщо так, користувач отримає відповідне повідомлення',
} as const;

export const USER_LIMITS = { name: 60, last_name: 60, responsability: 200, institution: 200, email: 254, secret: 128, token: 512 } as const;

const UPPER = /[A-ZА-ЯЁІЇЄҐ]/;
const LOWER = /[a-zа-яёіїєґ]/;
const DIGIT = /[0-9]/;
const SPECIAL = /[!@#$%^&*]/;

/** 8-15 characters with an upper and a lower letter (Latin or Cyrillic), a digit and one of !@#$%^&*. */
export function isValidPassword(s: string): boolean {
  const length = [...s].length;
  return length >= PASSWORD_MIN && length <= PASSWORD_MAX && UPPER.test(s) && LOWER.test(s) && DIGIT.test(s) && SPECIAL.test(s);
}

/** Local part: lower-case letters, digits, _ - and dots between them; domain with a 2-6 letter TLD. */
const EMAIL = /^[a-z0-9_-]+(?:\.[a-z0-9_-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,6}$/;

export function isValidEmail(s: string): boolean {
  return s.length <= USER_LIMITS.email && EMAIL.test(s);
}

/** A registrant whose only function is Monitoring becomes an OBSERVER, anyone else a USER. */
export function registrantRole(assistanceIds: readonly number[]): Role {
  return isMonitoringOnly(assistanceIds) ? 'OBSERVER' : 'USER';
}

// ---------- shared fields ----------

const blankToUndefined = (v: unknown): unknown => (v === '' || v === null ? undefined : v);
const numeric = (v: unknown): unknown => {
  const b = blankToUndefined(v);
  return typeof b === 'string' && /^\s*\d+\s*$/.test(b) ? Number(b) : b;
};

/** Phones keyboards capitalise: the address is compared in lower case. */
const emailField = z
  .string(EMAIL_REQUIRED_MESSAGE)
  .check(z.trim(), z.toLowerCase(), z.minLength(1, { error: EMAIL_REQUIRED_MESSAGE, abort: true }), z.refine(isValidEmail, EMAIL_MESSAGE));

const phoneField = (required: string) =>
  z.pipe(
    z
      .string(required)
      .check(
        z.trim(),
        z.minLength(1, { error: required, abort: true }),
        z.maxLength(32, PHONE_MESSAGES.invalid),
        z.refine(isValidPhone, PHONE_MESSAGES.invalid),
      ),
    z.transform(phoneDigits),
  );

const passwordField = z.string(PASSWORD_RULE_MESSAGE).check(z.refine(isValidPassword, PASSWORD_RULE_MESSAGE));

/** Functions arrive as ids or as {id, description} (the profile answer's shape). */
const functionsField = (required: string) =>
  z.pipe(
    z.preprocess(
      (v) => (Array.isArray(v) ? v.map((x) => (x && typeof x === 'object' && 'id' in x ? (x as { id: unknown }).id : numeric(x))) : v),
      z.array(z.number(required).check(z.int(required), z.nonnegative(required)), required).check(z.maxLength(20, required)),
    ),
    z.transform((ids) => [...new Set(ids)]),
  );

const checkFunctions = (ids: readonly number[], ctx: z.core.$RefinementCtx, path: string, required: string | undefined) => {
  if (required && ids.filter((id) => id > 0).length === 0) ctx.addIssue({ code: 'custom', path: [path], message: required });
  if (ids.includes(MONITORING_ID) && ids.length > 1) ctx.addIssue({ code: 'custom', path: [path], message: MONITORING_ALONE_MESSAGE });
};

// ---------- registration ----------

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
/** The community's codifier code (КАТОТТГ), chosen from the list. */
const communityField = (message: string) => z.string(message).check(z.trim(), z.regex(COMMUNITY_CODE, message));

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

// ---------- profile ----------

/** 'Будь ласка, заповніть всі поля профілю', plus ' та виберіть функціонал' when functions are required. */
export function profileIncompleteMessage(requireFunctions: boolean): string {
  return PROFILE_INCOMPLETE_MESSAGE + (requireFunctions ? PROFILE_SELECT_FUNCTIONS_SUFFIX : '');
}

function makeProfileSchema(requireFunctions: boolean) {
  const required = profileIncompleteMessage(requireFunctions);
  const text = (max: number) => z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(max, required));
  return z
    .object({
      name: text(USER_LIMITS.name),
      last_name: text(USER_LIMITS.last_name),
      phone: phoneField(required),
      responsability: text(USER_LIMITS.responsability),
      institution: text(USER_LIMITS.institution),
      assistance_id: z.optional(functionsField(required)),
      region_id: z.preprocess(numeric, z.optional(z.number().check(z.int(), z.positive()))),
      community_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(communityField(required))),
    })
    .check(z.superRefine((body, ctx) => checkFunctions(body.assistance_id ?? [], ctx, 'assistance_id', requireFunctions ? required : undefined)));
}

/**
 * Wire body of PUT /api/users/profile/{userId} when an admin edits someone else's account:
 * every field is optional and only the fields sent are checked and saved, so an account
 * missing its position or institution can still be moved or given functions (the person
 * completes their own profile through the full form).
 */
export const adminProfileSchema = (() => {
  const required = profileIncompleteMessage(false);
  const text = (max: number) => z.optional(z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(max, required)));
  return z
    .object({
      name: text(USER_LIMITS.name),
      last_name: text(USER_LIMITS.last_name),
      phone: z.optional(phoneField(required)),
      responsability: text(USER_LIMITS.responsability),
      institution: text(USER_LIMITS.institution),
      assistance_id: z.optional(functionsField(NO_FUNCTION_MESSAGE)),
      region_id: z.preprocess(numeric, z.optional(z.number().check(z.int(), z.positive()))),
      community_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(communityField(required))),
    })
    .check(z.superRefine((body, ctx) => body.assistance_id && checkFunctions(body.assistance_id, ctx, 'assistance_id', NO_FUNCTION_MESSAGE)));
})();
export type AdminProfileInput = z.output<typeof adminProfileSchema>;
export type AdminProfileBody = Partial<ProfileBody>;

/** Wire body of PUT /api/users/profile/{userId} for everyone but the top admin. */
export const profileSchema = makeProfileSchema(true);
/** The top admin (user id 1) has no functionality choice. */
export const topAdminProfileSchema = makeProfileSchema(false);
export const profileSchemaFor = (userId: number) => (userId === TOP_ADMIN_ID ? topAdminProfileSchema : profileSchema);
export type ProfileInput = z.output<typeof profileSchema>;
export interface ProfileBody {
  name: string;
  last_name: string;
  phone: string;
  responsability: string;
  institution: string;
  assistance_id?: (number | { id: number; description?: string })[];
  region_id?: number | null;
  community_id?: string | null;
}

// ---------- sign-in and password reset ----------

export const loginSchema = z.object({
  email: emailField,
  password: z.string(PASSWORD_REQUIRED_MESSAGE).check(z.minLength(1, PASSWORD_REQUIRED_MESSAGE), z.maxLength(USER_LIMITS.secret, PASSWORD_REQUIRED_MESSAGE)),
});
export type LoginInput = z.output<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

/**
 * Wire body of POST /api/auth/reset-password-with-validation. The form also sends
 * `confirmPassword`, which must match; the wire body may leave it out.
 */
export const resetPasswordSchema = z.pipe(
  z
    .object({
      email: emailField,
      token: z.string(RESET_TOKEN_MESSAGE).check(z.trim(), z.minLength(1, RESET_TOKEN_MESSAGE), z.maxLength(USER_LIMITS.token, RESET_TOKEN_MESSAGE)),
      newPassword: z
        .string(NEW_PASSWORD_REQUIRED_MESSAGE)
        .check(z.minLength(1, { error: NEW_PASSWORD_REQUIRED_MESSAGE, abort: true }), z.refine(isValidPassword, PASSWORD_RULE_MESSAGE)),
      confirmPassword: z.optional(z.string()),
    })
    .check(
      z.superRefine((body, ctx) => {
        if (body.confirmPassword !== undefined && body.confirmPassword !== body.newPassword) {
          ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_MISMATCH_MESSAGE });
        }
      }),
    ),
  z.transform((body) => ({ email: body.email, token: body.token, newPassword: body.newPassword })),
);
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;
