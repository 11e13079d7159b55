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
