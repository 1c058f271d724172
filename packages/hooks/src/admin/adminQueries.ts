import { adminRefusalOf } from "@travesia/core";
import { httpStatusOf } from "../query/endpointError.js";

/** Where the back office's replies sit in the query cache; a change invalidates the whole `admin` prefix. */
export const ADMIN_QUERY_KEYS = {
  all: ["admin"],
  portals: ["admin", "portals"],
  portal: (id: string) => ["admin", "portal", id],
  audit: ["admin", "audit"],
  variants: ["admin", "variants"],
  texts: (variant: string, search: string) => ["admin", "texts", variant, search],
} as const;

/**
 * The state of a back-office page: loading, ready, refused (nobody signed in, or not an administrator: the server's
 * 401 and 403, never a guess of the client's), or failed for another reason (a retry helps).
 */
export type AdminStatus = "loading" | "ready" | "signInRequired" | "forbidden" | "failed";

/** The {@link AdminStatus} of a query. */
export const adminStatusOf = (query: { readonly isPending: boolean; readonly error: unknown }): AdminStatus => {
  if (query.error !== null) return adminRefusalOf(httpStatusOf(query.error));
  return query.isPending ? "loading" : "ready";
};
