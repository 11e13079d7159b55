/**
 * The organisation's own contacts: the phone, the messenger link and the addresses
 * that the appeal form's information block and the site's
 * footer show. They live in the content service's site-info entry, so an admin
 * edits them (/admin/content) and a self-hosted Strapi can carry them too. The
 * same rules check the admin's form and the content API's input.
 */
import * as z from '../validation/zod';

/** A phone as people read it: digits, spaces, '+', brackets and dashes; 3 to 15 digits (short lines like 15 47 too). */
export function isOrganisationPhone(value: string): boolean {
  if (value === '') return true;
  if (!/^\+?[\d\s()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 3 && digits <= 15;
}

/** Messenger links: a web page (t.me, wa.me, signal.me ...) or the Viber and Telegram app schemes. */
export function isMessengerLink(value: string): boolean {
  return value === '' || /^(https:\/\/[^\s/]+\.[^\s]+|viber:\/\/[^\s]+|tg:\/\/[^\s]+)$/i.test(value);
}

export const phoneMessage = (label: string) => `${label}: лише цифри, пробіли, «+», дужки та дефіси — від 3 до 15 цифр`;
export const messengerMessage = (label: string) => `${label}: посилання має починатися з https://, viber:// або tg://`;

export const ORGANISATION_CONTACT_LIMITS = { phone: 40, messengerTitle: 40, messengerLink: 300, addresses: 5, addressTitle: 120, addressText: 300 } as const;

const text = (label: string, max: number) => z.string().check(z.trim(), z.maxLength(max, `${label}: задовгий текст (до ${max} символів)`));
const L = ORGANISATION_CONTACT_LIMITS;

/** The admin's form of the contacts; what it sends is a partial update of the site-info entry. */
export const organisationContactsSchema = z
  .object({
    phone: text('Телефон організації', L.phone).check(z.refine(isOrganisationPhone, phoneMessage('Телефон організації'))),
    messengerTitle: text('Назва месенджера', L.messengerTitle),
    messengerLink: text('Посилання на месенджер', L.messengerLink).check(z.refine(isMessengerLink, messengerMessage('Посилання на месенджер'))),
    addresses: z
      .array(
        z.object({
          title: text('Назва адреси', L.addressTitle),
          text: text('Адреса', L.addressText).check(z.refine((v) => v.length > 0, 'Адреса: вкажіть адресу або видаліть рядок')),
        }),
      )
      .check(z.maxLength(L.addresses, `Не більше ${L.addresses} адрес`)),
  })
  .check(
    z.refine((v) => v.messengerLink === '' || v.messengerTitle !== '', {
      message: 'Назва месенджера: вкажіть, наприклад, Telegram або Viber',
      path: ['messengerTitle'],
    }),
  );

export type OrganisationContacts = z.output<typeof organisationContactsSchema>;
