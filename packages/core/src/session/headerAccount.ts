/**
 * What the header shows about who is signed in, given the state of the user call.
 *
 * Spec 000 §8: "User load failure: 'error al recuperar el usuario'". A failed `GET /api/user` (500, a reply that is
 * not JSON or has the wrong shape) says nothing about the session itself: the agent is still signed in. So the
 * header keeps the user the session already knew (greeting and logout), and when it knew none but this browser's
 * cross-tab 'user is logged' flag (spec 000 §4) says someone signed in, it offers logout rather than the visitor's
 * login link. Either way the failure itself is shown. While the first user call is on its way, that flag's 'signed in'
 * draws the signed-in header already (logout, not yet a name), so the header does not grow under the page when the
 * call answers.
 */

/** The user call's state as the portal keeps it: `anonymous` once the server said nobody is signed in. */
export type UserLoadStatus = "unknown" | "loading" | "anonymous" | "signedIn" | "error";

/** Who the header presents. */
export type HeaderAccount =
  /** A visitor: the login link. */
  | { readonly kind: "visitor" }
  /** A known user: the greeting with the first name, and logout. */
  | { readonly kind: "user"; readonly firstName: string }
  /** Signed in as far as this browser knows, but the user call has not named anyone (in flight, or failed): logout only. */
  | { readonly kind: "unnamed" };

/** The header's account corner: who it presents, and whether the user call's failure must be shown. */
export interface HeaderAccountView {
  readonly account: HeaderAccount;
  /** Spec 000 §8: show 'error al recuperar el usuario' (key `session.userLoadError`). */
  readonly userLoadFailed: boolean;
}

/** The inputs of {@link headerAccount}. */
export interface HeaderAccountInput {
  readonly status: UserLoadStatus;
  /** The first name of the user the session knows (kept through a failed reload), or null when it knows none. */
  readonly knownFirstName: string | null;
  /** The stored cross-tab 'user is logged' flag (`'true'`, `'false'` or absent), read only when it matters. */
  readonly userLoggedFlag: string | null;
}

/**
 * The header's account corner for a user-call state.
 *
 * @example headerAccount({ status: "error", knownFirstName: "Martín", userLoggedFlag: "true" })
 * // { account: { kind: "user", firstName: "Martín" }, userLoadFailed: true }
 * @example headerAccount({ status: "error", knownFirstName: null, userLoggedFlag: "true" })
 * // { account: { kind: "unnamed" }, userLoadFailed: true }
 * @example headerAccount({ status: "loading", knownFirstName: null, userLoggedFlag: "true" })
 * // { account: { kind: "unnamed" }, userLoadFailed: false }
 * @example headerAccount({ status: "anonymous", knownFirstName: null, userLoggedFlag: null })
 * // { account: { kind: "visitor" }, userLoadFailed: false }
 */
export const headerAccount = ({ status, knownFirstName, userLoggedFlag }: HeaderAccountInput): HeaderAccountView => {
  // The server said nobody is signed in: whatever was known before is gone.
  if (status === "anonymous") return { account: { kind: "visitor" }, userLoadFailed: false };
  const userLoadFailed = status === "error";
  // A reload in flight or failed keeps the user the session knew: no flicker to a visitor's header.
  if (knownFirstName !== null) return { account: { kind: "user", firstName: knownFirstName }, userLoadFailed };
  if (userLoggedFlag === "true") return { account: { kind: "unnamed" }, userLoadFailed };
  return { account: { kind: "visitor" }, userLoadFailed };
};
