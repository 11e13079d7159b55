/**
 * The web's password strength estimate (zxcvbn's score, 0 to 4) on top of the
 * server's rule and common-password checks: the forms refuse a new password
 * below PASSWORD_MIN_SCORE. Score 3 means about 10^8 guesses or more: safe from
 * online guessing, which the sign-in limits already slow.
 */
export const PASSWORD_MIN_SCORE = 3;

/** What the meter says of each score. */
export const PASSWORD_STRENGTH_LABELS = ['Дуже слабкий', 'Слабкий', 'Посередній', 'Надійний', 'Дуже надійний'] as const;

/** Shown when a form refuses a password below PASSWORD_MIN_SCORE. */
export const WEAK_PASSWORD_MESSAGE = 'Пароль надто легко вгадати. Додайте ще одне слово або кілька символів і уникайте імен, дат, назв міст і поширених слів.';

/** The meter's line: "Надійність пароля: Слабкий". */
export const passwordStrengthLine = (score: number): string => `Надійність пароля: ${PASSWORD_STRENGTH_LABELS[Math.max(0, Math.min(4, Math.round(score)))]}`;
