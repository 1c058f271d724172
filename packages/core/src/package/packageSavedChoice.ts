import type { PackageCombination } from "../api/packageSearchReply.js";
import { type PackageChoiceState, packageChoiceInitial } from "./packageChoice.js";
import { type PackageReplyParts, packageCombinationValid } from "./packageCombination.js";

/**
 * What the package results page keeps as its saved search state (spec 000 §3 "saved search filters" among the
 * session items, §4 "reused only once when a can-use flag is true"). The package page has no filters: what a visitor
 * sets there is the choice of flights and hotel, so that is what it keeps, with the search it belongs to (the results
 * path).
 */
export interface PackageSavedChoice {
  /** The package results path the choice was made on. */
  readonly scope: string;
  readonly chosen: PackageCombination;
}

const isCombination = (value: unknown): value is PackageCombination => {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.outbound === "string" &&
    (item.return === null || typeof item.return === "string") &&
    typeof item.hotelDetailId === "string" &&
    typeof item.rateId === "string"
  );
};

/**
 * The choice a package results page opens with: the saved one that `takeSavedSearchFilters` gave back (so the can-use
 * flag was set, by the package detail link) when it was made on the same search and still names a solution and a
 * hotel rate of this reply; otherwise the reply's recommended combination (core's `packageChoiceInitial`). Anything
 * stored, junk included, never throws.
 *
 * @example packageChoiceRestored(reply, { scope: "/flightsHotels/results/…", chosen }, "/flightsHotels/results/…").chosen // chosen
 */
export const packageChoiceRestored = (reply: PackageReplyParts, taken: unknown, scope: string): PackageChoiceState => {
  if (typeof taken === "object" && taken !== null) {
    const saved = taken as { scope?: unknown; chosen?: unknown };
    if (saved.scope === scope && isCombination(saved.chosen) && packageCombinationValid(reply, saved.chosen))
      return { chosen: saved.chosen, draft: null };
  }
  return packageChoiceInitial(reply);
};
