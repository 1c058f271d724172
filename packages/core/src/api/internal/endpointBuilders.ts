import type * as Schema from "effect/Schema";
import type { ApiEndpoint } from "../apiEndpoint.js";
import type { ReplySlices } from "../decodeInSlices.js";

/** Encodes one path segment. */
export const seg = (value: string | number): string => encodeURIComponent(String(value));

/** Builds a query string from the defined entries, in order. */
export const query = (entries: Readonly<Record<string, string | number | boolean | undefined>>): string => {
  const parts = Object.entries(entries)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return parts.length === 0 ? "" : `?${parts.join("&")}`;
};

/** A GET call: no request body. */
export const get = <Args extends readonly unknown[], Reply extends Schema.Top>(
  path: (...args: Args) => string,
  reply: Reply,
): ApiEndpoint<Args, Reply> => ({ method: "GET", path, request: undefined, reply });

/** A POST call with its JSON body's Schema (and, for a results reply, where its long list is: `replySlices`). */
export const post = <Args extends readonly unknown[], Reply extends Schema.Top, Request extends Schema.Top>(
  path: (...args: Args) => string,
  request: Request,
  reply: Reply,
  replySlices?: ReplySlices,
): ApiEndpoint<Args, Reply, Request> => ({
  method: "POST",
  path,
  request,
  reply,
  ...(replySlices === undefined ? {} : { replySlices }),
});
