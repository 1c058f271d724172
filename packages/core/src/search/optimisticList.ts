/**
 * How the server's reply stands to a list shown ahead of it (a filter or sort click answered at once from the results
 * already held; the server stays the truth):
 * - `same`: the reply lists the same items in the same order: nothing on screen changes;
 * - `extends`: the reply starts with the items shown, in order, and adds more after them: the cards in view stay put
 *   and more come below;
 * - `differs`: anything else (an item shown is gone, moved, or another comes before it): the list is updated.
 */
export type OptimisticAgreement = "same" | "extends" | "differs";

/**
 * Compares a list shown ahead of the reply with the reply's list, item by item (`same`, by default identity: the
 * results engine shares a reply's equal parts with the list shown, so an equal item is the same object).
 *
 * @example optimisticAgreement(["a", "b"], ["a", "b", "c"]) // "extends"
 * @example optimisticAgreement(["a", "b"], ["b", "a"]) // "differs"
 */
export const optimisticAgreement = <T>(
  shown: readonly T[],
  reply: readonly T[],
  same: (a: T, b: T) => boolean = Object.is,
): OptimisticAgreement => {
  if (reply.length < shown.length) return "differs";
  for (let index = 0; index < shown.length; index++) {
    if (!same(shown[index] as T, reply[index] as T)) return "differs";
  }
  return reply.length === shown.length ? "same" : "extends";
};

/**
 * The result count a list shown ahead of the reply can say: when the list held was the whole result (`heldTotal`, the
 * reply's total, is no more than the `held` items it listed), the guess lists every match, so its own length is the
 * count; when the reply held one page of more results, the matches on the other pages are unknown until the server
 * answers: null.
 *
 * @example optimisticTotal(12, 12, 5) // 5
 * @example optimisticTotal(1234, 10, 3) // null
 */
export const optimisticTotal = (heldTotal: number | undefined, held: number, guessed: number): number | null =>
  heldTotal === undefined || heldTotal <= held ? guessed : null;

/**
 * Whether a list worked out ahead of the reply is shown: a guess from the whole result is its answer, an empty one too
 * (no match: the empty state at once); a guess from one page of more results lists that page's matches only, and an
 * empty one says nothing of the other pages: shown, the list would empty and then fill as the reply comes, so the page
 * waits for the reply instead.
 *
 * @example optimisticListShown(1234, 10, 0) // false
 * @example optimisticListShown(12, 12, 0) // true
 */
export const optimisticListShown = (heldTotal: number | undefined, held: number, guessed: number): boolean =>
  guessed > 0 || optimisticTotal(heldTotal, held, guessed) !== null;
