/** The list with the item put in (at the end) or taken out: what ticking or unticking its box does. */
export const withItem = <T>(list: readonly T[], item: T, present: boolean): T[] => (present ? [...list, item] : list.filter((x) => x !== item));
