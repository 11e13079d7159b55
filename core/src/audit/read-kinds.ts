/**
 * The kinds of a recorded read of an appeal's personal data and their
 * names on the staff-reads screen and in its workbook.
 */
export const READ_KINDS = ['view', 'reveal', 'print', 'export', 'edit', 'search', 'messages', 'partner'] as const;
export type ReadKind = (typeof READ_KINDS)[number];

export const READ_KIND_TITLES: Record<ReadKind, string> = {
  view: 'Перегляд',
  reveal: 'Показ телефону',
  print: 'Друк',
  export: 'Експорт',
  // A save's answer carries the whole appeal (or record), changed or not.
  edit: 'Редагування',
  // Found by the whole phone number: the search tells that this number asked for help.
  search: 'Пошук за номером телефону',
  // The timeline with the person's messages (/status).
  messages: 'Повідомлення заявника',
  // A partner service opened its referral link: what the person agreed to share.
  partner: 'Перегляд службою-партнером за направленням',
};
