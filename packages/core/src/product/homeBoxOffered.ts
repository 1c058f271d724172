import { type HomeBoxFlags, type HomeBoxProduct, homeSearchBoxes } from "./portalProducts.js";

/** How far a record has loaded: as hooks' user and config stores say it. */
export type HomeBoxRecordStatus = "unknown" | "loading" | "ready" | "error";

/** What decides whether a box is offered: the user record (transfers, activities) or the configuration (circuits). */
export interface HomeBoxOfferedInput {
  /** The user record: `ready` once signed in or known anonymous (an anonymous visitor has no allowed product). */
  readonly user: HomeBoxRecordStatus;
  readonly allowedProducts: readonly string[];
  readonly config: HomeBoxRecordStatus;
  readonly flags: HomeBoxFlags;
}

/**
 * Whether a product's box (and its `find-…` hash, and its pages) is offered to this visitor, by the home boxes' rule
 * (`homeSearchBoxes`): `null` while the record that decides it is still loading (the user record for transfers and
 * activities, spec 000 §1 `trf`/`act`; the portal configuration for circuits), then `true` or `false`. The five
 * searchable products are always offered.
 *
 * @example homeBoxOffered("activity", { user: "ready", allowedProducts: ["htl"], config: "loading", flags: {} }) // false
 */
export const homeBoxOffered = (product: HomeBoxProduct, input: HomeBoxOfferedInput): boolean | null => {
  const decidedBy =
    product === "circuit" ? input.config : product === "transfer" || product === "activity" ? input.user : "ready";
  if (decidedBy === "unknown" || decidedBy === "loading") return null;
  return homeSearchBoxes(input.allowedProducts, input.flags).some((entry) => entry.id === product);
};
