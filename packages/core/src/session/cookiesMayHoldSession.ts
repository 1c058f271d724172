import { LANGUAGE_COOKIE_NAME } from "../locale/languageCookie.js";

/**
 * Whether a request's `Cookie` header may carry a signed-in session: it holds a cookie other than the portal's own
 * language cookie (`ml`, which any visitor may have). The booking API's session cookie is not named by the spec, so
 * any other cookie counts; the portal's server then asks the API whose session it is before drawing a user's header.
 *
 * @example cookiesMayHoldSession("ml=en") // false
 * @example cookiesMayHoldSession("ml=en; tv_session=abc") // true
 */
export const cookiesMayHoldSession = (cookieHeader: string | undefined): boolean =>
  (cookieHeader ?? "")
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim() ?? "")
    .some((name) => name !== "" && name !== LANGUAGE_COOKIE_NAME);
