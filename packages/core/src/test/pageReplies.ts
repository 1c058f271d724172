import type { PageFirstReply } from "../api/pageFirstReplies.js";

/**
 * A page's first reply as the portal's server writes it into the document: `json` answered to `method` `path`, with
 * `status`.
 *
 * @example jsonReply("GET", "/api/user", { id: "7" }) // { method: "GET", path: "/api/user", status: 200, … }
 */
export const jsonReply = (method: "GET" | "POST", path: string, json: unknown, status = 200): PageFirstReply => ({
  method,
  path,
  status,
  contentType: "application/json",
  text: JSON.stringify(json),
});
