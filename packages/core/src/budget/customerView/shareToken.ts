import { fillRoute } from "../../routes/routeTable.js";

/** Bytes of randomness in a customer link's token: 32 bytes is 256 bits, twice the 128 the link needs at least. */
export const SHARE_TOKEN_BYTES = 32;

/** Characters of a token: its bytes in unpadded base64url (4 characters per 3 bytes, rounded up). */
export const SHARE_TOKEN_LENGTH = Math.ceil((SHARE_TOKEN_BYTES * 4) / 3);

/** Why a text is not a customer link's token. */
export type ShareTokenIssue = "empty" | "length" | "alphabet";

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/**
 * Why `text` cannot be a customer link's token, or `null` when its shape is right: {@link SHARE_TOKEN_LENGTH}
 * characters of base64url. Only the shape is checked here: the server draws the bytes with a secure generator and
 * keeps them, so a token of the right shape may still name no link.
 *
 * @example shareTokenIssue("abc") // "length"
 */
export const shareTokenIssue = (text: string): ShareTokenIssue | null => {
  if (text.length === 0) return "empty";
  if (!BASE64URL.test(text)) return "alphabet";
  if (text.length !== SHARE_TOKEN_LENGTH) return "length";
  return null;
};

/**
 * The path of the customer's view for a link's token (the web page the link opens).
 *
 * @example budgetCustomerViewPath("abc") // "/presupuesto/abc"
 */
export const budgetCustomerViewPath = (token: string): string =>
  fillRoute("budgetCustomerView", { token: encodeURIComponent(token) });
