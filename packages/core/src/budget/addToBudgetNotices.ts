import type { AddToBudgetNotice, AddToBudgetState } from "./addToBudget.js";

/**
 * The notices a state of the add-to-budget button shows (spec 000 §4, §8): after an add, every notice of it (success
 * toast, new-trip notice, alternative-rate disclaimer); after a failure or a notification reply, its one notice
 * (409 conflict, add error, 5-second deadline or credit warnings, draft failure); none while adding.
 *
 * @example addToBudgetNotices({ _tag: "adding" }) // []
 */
export const addToBudgetNotices = (state: AddToBudgetState): readonly AddToBudgetNotice[] => {
  switch (state._tag) {
    case "added":
      return state.notices;
    case "idle":
      return state.notice === null ? [] : [state.notice];
    case "blocked":
      return [state.notice];
    default:
      return [];
  }
};
