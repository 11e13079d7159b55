import { describe, expect, it } from 'vitest';
import { isMessengerLink, isOrganisationPhone, organisationContactsSchema } from './organisation-contacts';

describe('organisation contact rules', () => {
  it.each(['', '0800500335', '0 800 500 335', '15 47', '116 123', '+38 (050) 123-45-67'])('accepts the phone %j', (phone) => {
    expect(isOrganisationPhone(phone)).toBe(true);
  });

  it.each(['12', 'tel:102', '050 abc', '+38 050 123 45 67 89 00 11', '1++2'])('refuses the phone %j', (phone) => {
    expect(isOrganisationPhone(phone)).toBe(false);
  });

  it.each(['', 'https://t.me/dosyt_demo', 'viber://chat?number=%2B380500000000', 'tg://resolve?domain=x'])('accepts the messenger link %j', (link) => {
    expect(isMessengerLink(link)).toBe(true);
  });

  it.each(['javascript:alert(1)', 'http://t.me/x', 't.me/x', 'https://', 'https:// t.me'])('refuses the messenger link %j', (link) => {
    expect(isMessengerLink(link)).toBe(false);
  });

  it('asks for the messenger name when a link is given, and for the text of every address', () => {
    // Act
    const result = organisationContactsSchema.safeParse({
      phone: '',
      messengerTitle: '',
      messengerLink: 'https://t.me/x',
      addresses: [{ title: 'Офіс', text: ' ' }],
    });
    // Assess
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      messengerTitle: 'Назва месенджера: вкажіть, наприклад, Telegram або Viber',
      'addresses.0.text': 'Адреса: вкажіть адресу або видаліть рядок',
    });
  });

  it('trims what it keeps', () => {
    expect(organisationContactsSchema.parse({ phone: ' 15 47 ', messengerTitle: ' Telegram ', messengerLink: ' https://t.me/x ', addresses: [] })).toEqual({
      phone: '15 47',
      messengerTitle: 'Telegram',
      messengerLink: 'https://t.me/x',
      addresses: [],
    });
  });
});
