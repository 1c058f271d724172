import type * as Schema from "effect/Schema";
import type { ReplySlices } from "./decodeInSlices.js";

/** A call of the booking API as data: no fetch here; hooks' transport performs it and decodes `reply`. */
export interface ApiEndpoint<
  Args extends readonly unknown[],
  Reply extends Schema.Top,
  Request extends Schema.Top | undefined = undefined,
> {
  readonly method: "GET" | "POST";
  /** Builds the path (with its query, when the call has one); every parameter is URI-encoded. */
  readonly path: (...args: Args) => string;
  /** Schema of the JSON body (POST only). */
  readonly request: Request;
  /** Schema of the reply's JSON body. */
  readonly reply: Reply;
  /**
   * The reply's long list (results), decoded a slice at a time (`decodeInSlices`) so that a large reply does not hold
   * the main thread in one task; absent for replies decoded at once.
   */
  readonly replySlices?: ReplySlices;
}
