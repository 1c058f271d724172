/**
 * `list` with `item` in it, once, when `included` (kept where it was, or added at the end), else without it. Every
 * multi-choice of the portal (filter checkboxes, theme tiles, hotels to compare or to print) changes its list this way.
 *
 * @example listWith(["1"], "2", true) // ["1", "2"]
 * @example listWith(["1", "2"], "1", false) // ["2"]
 */
export const listWith = <T>(list: readonly T[], item: T, included: boolean): readonly T[] =>
  included ? (list.includes(item) ? list : [...list, item]) : list.filter((known) => known !== item);

/**
 * `list` with `item` taken out when it is there, else added at the end: a tile or a checkbox clicked.
 *
 * @example listToggle(["3"], "3") // []
 * @example listToggle(["3"], "4") // ["3", "4"]
 */
export const listToggle = <T>(list: readonly T[], item: T): readonly T[] => listWith(list, item, !list.includes(item));
