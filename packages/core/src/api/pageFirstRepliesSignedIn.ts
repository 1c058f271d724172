import * as Result from "effect/Result";
import { decodeWith } from "./decode.js";
import { answeredReply } from "./internal/answeredReply.js";
import type { PageFirstReply, PageStandInReplyValues } from "./pageFirstReplies.js";
import { PortalUser } from "./user.js";

const decodeUser = decodeWith(PortalUser);

/**
 * Whether a page's first replies say a user is signed in: the user's record (`GET /api/user`) answered, decodes, and
 * is not a guest's (hooks' `loadUser` reads it the same way). A failed, unreadable or missing reply says nothing: not
 * signed in. The portal's server then sends the page's shell with a signed-in user's header.
 *
 * @example pageFirstRepliesSignedIn([{ method: "GET", path: "/api/user", status: 200, contentType: "application/json", text: '{"id":"7","products":[]}' }]) // true
 */
export const pageFirstRepliesSignedIn = (replies: readonly PageFirstReply[]): boolean =>
  signedInUser(replies) !== undefined;

const signedInUser = (replies: readonly PageFirstReply[]) => {
  const user = decodeUser(answeredReply(replies, "/api/user"));
  return Result.isSuccess(user) && user.success.guest !== true ? user.success : undefined;
};

/**
 * The values a signed-in user's shell shows of the user the first replies name (see {@link pageFirstRepliesSignedIn}):
 * the first name the header greets (`userFirstName`, empty when the record has none, as hooks' `loadUser` keeps it);
 * none when they name nobody signed in.
 *
 * @example pageFirstRepliesUserValues(replies) // { userFirstName: "Martín" }
 */
export const pageFirstRepliesUserValues = (replies: readonly PageFirstReply[]): PageStandInReplyValues => {
  const user = signedInUser(replies);
  return user === undefined ? {} : { userFirstName: user.firstName ?? "" };
};
