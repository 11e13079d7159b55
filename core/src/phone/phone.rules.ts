/** Mobile operator codes accepted after the 38 country prefix (18 codes). */
export const OPERATOR_CODES = [
  '039',
  '067',
  '068',
  '096',
  '097',
  '098',
  '050',
  '066',
  '095',
  '099',
  '063',
  '073',
  '077',
  '093',
  '091',
  '092',
  '089',
  '094',
] as const;

/** imask pattern: '0' is any digit, the rest is fixed. The mask is 38(###)###-##-##. */
export const PHONE_MASK = '38(000)000-00-00';

/** Every phone message the screens show, by where it appears. */
export const PHONE_MESSAGES = {
  invalid: 'Невірний номер телефону',
  label: 'Невірний номер',
  labelRequired: 'Невірний номер*',
  formError: 'Помилка. Невірний номер телефону',
  incorrect: 'Некоректний номер телефону',
  wrong: 'Не вірний номер',
  typo: 'Помилка в наборі телефона*',
} as const;

const OPERATOR_SET: ReadonlySet<string> = new Set(OPERATOR_CODES);

export function phoneDigits(s: string): string {
  return s.replace(/\D/g, '');
}

/** 38 + 0XX operator code + 7 digits, whatever the formatting. */
export function isValidPhone(s: string): boolean {
  const d = phoneDigits(s);
  return d.length === 12 && d.startsWith('38') && OPERATOR_SET.has(d.slice(2, 5));
}

/** '+38(xxx)xxx-xx-xx'; anything not starting 380 with 12+ digits is shown as it came. */
export function formatPhoneDisplay(s: string): string {
  const d = phoneDigits(s);
  if (!d.startsWith('380') || d.length < 12) return s;
  return `+38(${d.slice(2, 5)})${d.slice(5, 8)}-${d.slice(8, 10)}-${d.slice(10, 12)}`;
}

/** tel: link: a local number (0...) gets +38, anything else just +. */
export function phoneHref(s: string): string {
  const d = phoneDigits(s);
  return `tel:${d.startsWith('0') ? '+38' : '+'}${d}`;
}

/**
 * The phone as lists show it: operator code and the last two digits,
 * `+38(067)***-**-63`; the whole number only through a recorded reveal.
 */
export function maskPhone(s: string): string {
  const d = phoneDigits(s);
  if (d === '') return '';
  if (!d.startsWith('380') || d.length < 12) return `***${d.slice(-2)}`;
  return `+38(${d.slice(2, 5)})***-**-${d.slice(10, 12)}`;
}

export const isMaskedPhone = (s: string): boolean => s.includes('*');
