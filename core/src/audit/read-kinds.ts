/**
 * The kinds of a recorded read of an appeal's personal data (issue 20.1) and their
 * names on the staff-reads screen and in its workbook.
 */
export const READ_KINDS = ['view', 'reveal', 'print', 'export'] as const;
export type ReadKind = (typeof READ_KINDS)[number];

export const READ_KIND_TITLES: Record<ReadKind, string> = {
  view: 'Перегляд',
  reveal: 'Показ телефону',
  print: 'Друк',
  export: 'Експорт',
};
