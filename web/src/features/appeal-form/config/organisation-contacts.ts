/**
 * The organisation's contacts shown in the information block of the appeal form
 * (spec part 2 section 1 does not reproduce them). PLACEHOLDERS: the content team
 * replaces them here before going live; nothing else in the code depends on them.
 */
export const ORGANISATION_CONTACTS = {
  /** As shown to people. */
  phoneLabel: '+38 (000) 000-00-00',
  /** Digits with the country code, for the tel: link. */
  phone: '+380000000000',
  messengerLabel: 'Telegram',
  messengerUrl: 'https://t.me/',
} as const;
