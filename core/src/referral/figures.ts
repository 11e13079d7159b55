/**
 * How referral figures are shown to staff who are not admins: a single community's
 * count of 1 to 4 could point at one person in a small place, so it is answered as
 * '<5', never as the number. The server masks it; the web only prints what it gets.
 */
export const SMALL_COUNT = '<5';
export type MaskedCount = number | typeof SMALL_COUNT;

/** Counts from 1 up to this one, exclusive, are masked. */
export const SMALL_COUNT_LIMIT = 5;

export const maskSmallCount = (count: number): MaskedCount => (count > 0 && count < SMALL_COUNT_LIMIT ? SMALL_COUNT : count);

/** The dashboards' label of each state of a referral, as a column of figures. */
export const REFERRAL_OUTCOME_LABELS = {
  sent: 'Очікують відповіді',
  accepted: 'Прийнято',
  declined: 'Відхилено',
  completed: 'Допомогу надано',
  expired: 'Посилання збігло',
  closed: 'Закрито без відповіді',
} as const;
