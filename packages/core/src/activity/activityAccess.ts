import { homeSearchBoxes } from "../product/portalProducts.js";

/** Where the user record stands: as hooks' user store says it. */
export type ActivityAccessUserStatus = "unknown" | "loading" | "anonymous" | "signedIn" | "error";

/** Whether the activity pages may show: wait for the user record, offered, or not offered to this user. */
export type ActivityAccess = "waiting" | "offered" | "notOffered";

/**
 * Whether a user may see the activity pages (the issue: "a user without `act` sees no such box, and a direct URL
 * says the product is not offered"). Spec 000 §1: "Products allowed per user (air, htl, act, trf) are read from the
 * user record"; the rule is the home boxes' (`homeSearchBoxes`): an anonymous visitor has no record, so none; a user
 * record that could not be read offers none either. Until the record arrives, the pages wait.
 *
 * @example activityAccess("signedIn", ["htl", "act"]) // "offered"
 */
export const activityAccess = (status: ActivityAccessUserStatus, allowedProducts: readonly string[]): ActivityAccess =>
  status === "unknown" || status === "loading"
    ? "waiting"
    : status === "signedIn" && homeSearchBoxes(allowedProducts, {}).some((entry) => entry.id === "activity")
      ? "offered"
      : "notOffered";
