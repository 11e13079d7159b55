import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, loginSchema, resetPasswordSchema } from './credentials.schema';
import { profileIncompleteMessage, profileSchema, profileSchemaFor, topAdminProfileSchema } from './profile.schema';
import {
  missingRegistrationFields,
  missingRegistrationFieldsMessage,
  registrationFormSchema,
  registrationSchema,
  type RegistrationBody,
} from './registration.schema';
import { AUTH_MESSAGES, PASSWORD_RULE_MESSAGE } from './user.messages';
import { isValidEmail, isValidPassword, registrantRole } from './user.rules';

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  expect(result.success).toBe(false);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const registration = (over: Partial<RegistrationBody> = {}): RegistrationBody => ({
  name: 'Олена',
  last_name: 'Коваль',
  email: 'olena.koval@ukr.net',
  phone: '38(067)123-45-67',
  responsability: 'Психолог',
  institution: 'Центр соціальних служб',
  password: 'Пароль1!a',
  isActive: true,
  assistance_id: [1, 3],
  region_id: 16,
  community_id: 'UA53080370000025447',
  district_id: 'UA53080000000000000',
  ...over,
});

describe('isValidPassword', () => {
  it.each(['Abcdef1!', 'Пароль1!', 'пАРОЛЬ9#', 'Aa1!Aa1!Aa1!Aa1', 'Zz9$zzzz'])('accepts %s', (password) => {
    expect(isValidPassword(password)).toBe(true);
  });

  it.each([
    ['7 characters', 'Abcde1!'],
    ['16 characters', 'Aa1!Aa1!Aa1!Aa1!'],
    ['no upper-case letter', 'abcdef1!'],
    ['no lower-case letter', 'ABCDEF1!'],
    ['no digit', 'Abcdefg!'],
    ['no special character', 'Abcdefg1'],
    ['a special character outside !@#$%^&*', 'Abcdef1?'],
  ])('refuses %s', (_case, password) => {
    expect(isValidPassword(password)).toBe(false);
  });
});

describe('isValidEmail', () => {
  it.each(['olena@ukr.net', 'o.koval_1-2@mail.gov.ua', 'a@b.museum', 'x@sub.domain.info'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['upper-case letters', 'Olena@ukr.net'],
    ['a plus sign', 'olena+1@ukr.net'],
    ['no domain', 'olena@'],
    ['no top-level domain', 'olena@localhost'],
    ['a one-letter TLD', 'olena@ukr.n'],
    ['a seven-letter TLD', 'olena@ukr.network'],
    ['a digit in the TLD', 'olena@ukr.n3t'],
    ['two dots in a row', 'ole..na@ukr.net'],
    ['a leading dot', '.olena@ukr.net'],
    ['Cyrillic letters', 'олена@укр.нет'],
    ['a space', 'ole na@ukr.net'],
  ])('refuses %s', (_case, email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('registrantRole', () => {
  it('makes a Monitoring-only registrant an OBSERVER and anyone else a USER', () => {
    expect(registrantRole([7])).toBe('OBSERVER');
    expect(registrantRole([1, 2])).toBe('USER');
  });
});

describe('registrationSchema', () => {
  it('accepts a complete registration, with digits for the phone and a lower-case email', () => {
    // Act
    const result = registrationSchema.parse(registration({ email: ' Olena.Koval@UKR.net ' }));
    // Assess
    expect(result.phone).toBe('380671234567');
    expect(result.email).toBe('olena.koval@ukr.net');
    expect(result.assistance_id).toEqual([1, 3]);
  });

  it('always creates an inactive account', () => {
    expect(registrationSchema.parse(registration({ isActive: true })).isActive).toBe(false);
  });

  it('reads functions sent as objects', () => {
    const result = registrationSchema.parse({ ...registration(), assistance_id: [{ id: 2, description: 'Юридична консультація' }] });
    expect(result.assistance_id).toEqual([2]);
  });

  it.each([
    ['name', { name: '' }, "Помилка. Заповніть наступні поля: Ім'я"],
    ['name', { name: 'О' }, 'Поле "Ім\'я" має містити щонайменше 2 символи'],
    ['last_name', { last_name: ' К ' }, 'Поле "Прізвище" має містити щонайменше 2 символи'],
    ['responsability', { responsability: 'Псих' }, 'Поле "Посада" має містити щонайменше 5 символів'],
    ['institution', { institution: 'ЦСС' }, 'Поле "Установа" має містити щонайменше 5 символів'],
    ['institution', { institution: 'а'.repeat(201) }, 'Поле "Установа" занадто довге (максимум 200 символів)'],
    ['email', { email: 'olena@' }, 'Некоректний email'],
    ['email', { email: '' }, 'Будь ласка, введіть email адресу'],
    ['phone', { phone: '380441234567' }, 'Невірний номер телефону'],
    ['phone', { phone: '' }, 'Помилка. Заповніть наступні поля: Телефон'],
    ['password', { password: 'password' }, PASSWORD_RULE_MESSAGE],
    ['region_id', { region_id: undefined }, 'Помилка. Заповніть наступні поля: Область'],
    ['community_id', { community_id: 0 }, 'Помилка. Заповніть наступні поля: Громада'],
    ['community_id', { community_id: '120' }, 'Помилка. Заповніть наступні поля: Громада'],
    ['assistance_id', { assistance_id: [] }, 'Помилка. Необрано функціонал'],
    ['assistance_id', { assistance_id: [0] }, 'Помилка. Необрано функціонал'],
    ['assistance_id', { assistance_id: [7, 1] }, 'Функціонал "Моніторинг" обирається лише окремо від інших'],
  ] as [string, Partial<RegistrationBody>, string][])('refuses a bad %s: %j', (field, over, message) => {
    expect(errorsOf(registrationSchema.safeParse(registration(over)))[field]).toBe(message);
  });

  it('accepts Monitoring alone', () => {
    expect(registrationSchema.safeParse(registration({ assistance_id: [7] })).success).toBe(true);
  });

  it('gives an empty field one message only', () => {
    // Act
    const issues = registrationSchema.safeParse(registration({ email: '' })).error?.issues ?? [];
    // Assess
    expect(issues.filter((i) => i.path[0] === 'email')).toHaveLength(1);
  });
});

describe('registration form', () => {
  it('needs the repeated password to match', () => {
    // Act
    const result = registrationFormSchema.safeParse({ ...registration(), repeatPassword: 'Пароль1!b' });
    // Assess
    expect(errorsOf(result)).toEqual({ repeatPassword: 'Паролі не співпадають' });
  });

  it('accepts a matching repeat', () => {
    expect(registrationFormSchema.safeParse({ ...registration(), repeatPassword: 'Пароль1!a' }).success).toBe(true);
  });

  it('lists the empty fields and builds the message', () => {
    // Act
    const labels = missingRegistrationFields({ name: 'Олена', phone: ' ', region_id: '' });
    // Assess
    expect(labels).toEqual(['Прізвище', 'Область', 'Громада', 'Телефон', 'Email', 'Посада', 'Установа', 'Пароль', 'Повторіть пароль']);
    expect(missingRegistrationFieldsMessage(['Прізвище', 'Email'])).toBe('Помилка. Заповніть наступні поля: Прізвище, Email');
  });
});

describe('profileSchema', () => {
  const profile = {
    name: 'Олена',
    last_name: 'Коваль',
    phone: '380671234567',
    responsability: 'Психолог',
    institution: 'ЦСС',
    assistance_id: [{ id: 1, description: 'Психологічна допомога' }],
    region_id: 16,
    community_id: 'UA53080370000025447',
  };

  it('accepts a complete profile', () => {
    expect(profileSchema.parse(profile).assistance_id).toEqual([1]);
  });

  it.each(['name', 'last_name', 'phone', 'responsability', 'institution'])('asks for all fields and a function when %s is empty', (field) => {
    expect(errorsOf(profileSchema.safeParse({ ...profile, [field]: '' }))[field]).toBe('Будь ласка, заповніть всі поля профілю та виберіть функціонал');
  });

  it('needs a function', () => {
    expect(errorsOf(profileSchema.safeParse({ ...profile, assistance_id: [] })).assistance_id).toBe(
      'Будь ласка, заповніть всі поля профілю та виберіть функціонал',
    );
  });

  it('does not ask the top admin for a function', () => {
    // Act
    const noFunction = topAdminProfileSchema.safeParse({ ...profile, assistance_id: [] });
    const noName = topAdminProfileSchema.safeParse({ ...profile, name: '' });
    // Assess
    expect(noFunction.success).toBe(true);
    expect(errorsOf(noName).name).toBe('Будь ласка, заповніть всі поля профілю');
    expect(profileSchemaFor(1)).toBe(topAdminProfileSchema);
    expect(profileSchemaFor(2)).toBe(profileSchema);
  });

  it('refuses an invalid phone', () => {
    expect(errorsOf(profileSchema.safeParse({ ...profile, phone: '380001234567' })).phone).toBe('Невірний номер телефону');
  });

  it('keeps Monitoring alone', () => {
    expect(errorsOf(profileSchema.safeParse({ ...profile, assistance_id: [1, 7] })).assistance_id).toBe(
      'Функціонал "Моніторинг" обирається лише окремо від інших',
    );
  });

  it('builds the incomplete message', () => {
    expect(profileIncompleteMessage(true)).toBe('Будь ласка, заповніть всі поля профілю та виберіть функціонал');
    expect(profileIncompleteMessage(false)).toBe('Будь ласка, заповніть всі поля профілю');
  });
});

describe('sign-in and password reset', () => {
  it('signs in with an email and a password', () => {
    expect(loginSchema.parse({ email: 'Admin@Dosyt.org.ua', password: 'x' })).toEqual({ email: 'admin@dosyt.org.ua', password: 'x' });
    expect(errorsOf(loginSchema.safeParse({ email: 'admin@dosyt.org.ua', password: '' })).password).toBe('Будь ласка, введіть пароль');
  });

  it('asks for the email to reset a password', () => {
    expect(errorsOf(forgotPasswordSchema.safeParse({ email: '' })).email).toBe('Будь ласка, введіть email адресу');
    expect(errorsOf(forgotPasswordSchema.safeParse({})).email).toBe('Будь ласка, введіть email адресу');
    expect(forgotPasswordSchema.parse({ email: 'olena@ukr.net' })).toEqual({ email: 'olena@ukr.net' });
  });

  const reset = { email: 'olena@ukr.net', token: 'abc123', newPassword: 'Нове1!пароль', confirmPassword: 'Нове1!пароль' };

  it('resets with a token and a valid new password, without echoing the confirmation', () => {
    expect(resetPasswordSchema.parse(reset)).toEqual({ email: 'olena@ukr.net', token: 'abc123', newPassword: 'Нове1!пароль' });
    expect(resetPasswordSchema.safeParse({ ...reset, confirmPassword: undefined }).success).toBe(true);
  });

  it.each([
    ['newPassword', { newPassword: '', confirmPassword: '' }, 'Будь ласка, введіть новий пароль'],
    [
      'newPassword',
      { newPassword: 'слабкий', confirmPassword: 'слабкий' },
      'Пароль має містити від 8 до 15 символів і включати принаймні одну велику літеру (латиниця або кирилиця), одну малу літеру, одну цифру і один спеціальний символ: !@#$%^&*',
    ],
    ['confirmPassword', { confirmPassword: 'Інше1!пароль' }, 'Паролі не співпадають'],
    ['token', { token: '' }, 'Недійсний токен, або невірний email'],
    ['token', { token: undefined }, 'Недійсний токен, або невірний email'],
    ['email', { email: '' }, 'Будь ласка, введіть email адресу'],
  ])('refuses a bad %s: %j', (field, over, message) => {
    expect(errorsOf(resetPasswordSchema.safeParse({ ...reset, ...over }))[field]).toBe(message);
  });
});

describe('user messages', () => {
  it('name the address the activation went to', () => {
    expect(AUTH_MESSAGES.activationSent('olena@ukr.net')).toBe('Інформація по активації направлена на olena@ukr.net');
  });
});
