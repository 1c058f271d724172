/**
 * The cross-tab 'user is logged' flag kept in local storage.
 *
 * Spec 000 §4: "a stored 'user is logged' flag of false in another tab forces logout; true on B2B login and
 * agency-creation pages redirects home." Spec 001 §2: "B2B login and agency-creation pages redirect home when the
 * user is logged in in another tab."
 */

/** The kind of page the tab is showing, as far as the flag rules care. */
export type UserLoggedPage = "b2bLogin" | "agencyCreation" | "other";

/** What the tab must do after the flag changed in another tab. */
export type UserLoggedAction = "logout" | "redirectHome" | "none";

/**
 * The action for a flag value written by another tab (the storage event's new value, a string or null).
 *
 * @example userLoggedFlagAction("false", "other") // "logout"
 * @example userLoggedFlagAction("true", "b2bLogin") // "redirectHome"
 */
export const userLoggedFlagAction = (value: string | null, page: UserLoggedPage): UserLoggedAction => {
  if (value === "false") return page === "other" ? "logout" : "none";
  if (value === "true") return page === "other" ? "none" : "redirectHome";
  return "none";
};

/** The flag's stored text for a login state. */
export const userLoggedFlagValue = (loggedIn: boolean): "true" | "false" => (loggedIn ? "true" : "false");
