/** How demo and benchmark appeals are spread, the same in the local seed and the bench's data set. */

/** [assistance type id, weight]: how often each type is asked for. */
export const TYPE_WEIGHTS: Array<[number, number]> = [
  [1, 30],
  [2, 25],
  [3, 20],
  [4, 8],
  [5, 7],
  [6, 10],
];

/** Preferred channels; the phone three times as often as each messenger. */
export const CHANNELS = ['Телефон', 'Телефон', 'Телефон', 'Вайбер', 'Телеграм', 'Вотсап'];

/** Ukrainian mobile operator codes the demo phones start with. */
export const OPERATORS = ['050', '066', '067', '068', '073', '093', '095', '096', '097', '098', '099', '063'];
