import { describe, expect, it } from 'vitest';
import { formatPhoneDisplay, isMaskedPhone, maskPhone, isValidPhone, OPERATOR_CODES, PHONE_MASK, PHONE_MESSAGES, phoneDigits, phoneHref } from './phone.rules';

describe('operator codes', () => {
  it('are exactly the 18 codes of the spec', () => {
    expect([...OPERATOR_CODES].sort()).toEqual(
      ['039', '067', '068', '096', '097', '098', '050', '066', '095', '099', '063', '073', '077', '093', '091', '092', '089', '094'].sort(),
    );
  });

  it('is a mask of 38, a bracketed code and 3-2-2 digits', () => {
    expect(PHONE_MASK).toBe('38(000)000-00-00');
  });
});

describe('phoneDigits', () => {
  it('strips everything but digits', () => {
    expect(phoneDigits('+38 (067) 123-45-67')).toBe('380671234567');
    expect(phoneDigits('')).toBe('');
  });
});

describe('isValidPhone', () => {
  it.each(OPERATOR_CODES.map((code) => [code]))('accepts operator code %s', (code) => {
    expect(isValidPhone(`38(${code})123-45-67`)).toBe(true);
  });

  it.each([
    ['an unknown operator code', '38(044)123-45-67'],
    ['a code not starting 0', '38(167)123-45-67'],
    ['too few digits', '38(067)123-45-6'],
    ['too many digits', '38(067)123-45-678'],
    ['a wrong country prefix', '48(067)123-45-67'],
    ['a local number without 38', '0671234567'],
    ['an empty string', ''],
  ])('refuses %s', (_case, phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });

  it('accepts digits only, as the phone is stored', () => {
    expect(isValidPhone('380501234567')).toBe(true);
  });
});

describe('formatPhoneDisplay', () => {
  it('formats a 380 number as +38(xxx)xxx-xx-xx', () => {
    expect(formatPhoneDisplay('380671234567')).toBe('+38(067)123-45-67');
  });

  it('formats from any punctuation', () => {
    expect(formatPhoneDisplay('38(050)765-43-21')).toBe('+38(050)765-43-21');
  });

  it('returns the input unchanged when it lacks the 380 prefix', () => {
    expect(formatPhoneDisplay('0671234567')).toBe('0671234567');
  });

  it('returns the input unchanged when it has fewer than 12 digits', () => {
    expect(formatPhoneDisplay('38067123456')).toBe('38067123456');
  });
});

describe('phoneHref', () => {
  it('prefixes a local number starting with 0 with +38', () => {
    expect(phoneHref('067 123 45 67')).toBe('tel:+380671234567');
  });

  it('prefixes any other number with +', () => {
    expect(phoneHref('+38(067)123-45-67')).toBe('tel:+380671234567');
    expect(phoneHref('380671234567')).toBe('tel:+380671234567');
  });
});

describe('phone messages', () => {
  it('are the texts of the spec', () => {
    expect(PHONE_MESSAGES).toEqual({
      invalid: 'Невірний номер телефону',
      label: 'Невірний номер',
      labelRequired: 'Невірний номер*',
      formError: 'Помилка. Невірний номер телефону',
      incorrect: 'Некоректний номер телефону',
      wrong: 'Не вірний номер',
      typo: 'Помилка в наборі телефона*',
    });
  });
});

describe('maskPhone', () => {
  it('keeps the operator code and the last two digits', () => {
    expect(maskPhone('380671234563')).toBe('+38(067)***-**-63');
    expect(isMaskedPhone(maskPhone('380671234563'))).toBe(true);
    expect(maskPhone('')).toBe('');
    expect(maskPhone('12345')).toBe('***45');
  });
});
