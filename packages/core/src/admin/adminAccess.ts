/**
 * Who may enter the back office. "allowed": an administrator; "signInRequired": nobody signed in (HTTP 401);
 * "forbidden": a signed-in visitor or agent (HTTP 403). Spec 000 §6 "Roles other than these: not shown": the
 * administrator role is ours.
 */
export type AdminAccess = "allowed" | "signInRequired" | "forbidden";

/**
 * The access rule the server applies to every back-office call, whatever the client sends.
 *
 * @example adminAccess({ admin: false }) // "forbidden"
 */
export const adminAccess = (user: { readonly admin?: boolean | undefined } | undefined): AdminAccess =>
  user === undefined ? "signInRequired" : user.admin === true ? "allowed" : "forbidden";

/** The HTTP status of each refusal. */
export const ADMIN_REFUSAL_STATUS = { signInRequired: 401, forbidden: 403 } as const;

/**
 * What a failed back-office call's status means for the page: a refusal (the page says the user may not enter), or
 * another failure (the page offers a retry).
 *
 * @example adminRefusalOf(403) // "forbidden"
 */
export const adminRefusalOf = (status: number | undefined): Exclude<AdminAccess, "allowed"> | "failed" =>
  status === 401 ? "signInRequired" : status === 403 ? "forbidden" : "failed";
