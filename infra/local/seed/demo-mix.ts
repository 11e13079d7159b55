import { STATUS } from '@dosyt/core/status/status.rules';

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

/** How far an appeal of this age has got: older ones are mostly finished, the newest mostly not. */
export function targetStatus(ageDays: number, roll: number): number {
  const [finished, inWork, redirected] = ageDays > 30 ? [0.78, 0.14, 0.03] : ageDays > 7 ? [0.4, 0.3, 0.12] : [0.1, 0.3, 0.2];
  if (roll < finished) return STATUS.FINISH;
  if (roll < finished + inWork) return STATUS.WORK;
  if (roll < finished + inWork + redirected) return STATUS.FORWARD;
  return STATUS.NEW;
}
