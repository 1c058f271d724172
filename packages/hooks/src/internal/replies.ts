import { decodeWith } from "@travesia/core";
import { Result, Schema } from "effect";

/*
 * Reply Schemas the hooks need that core/api does not export yet. They read only the fields the hooks use and
 * ignore the rest. TO MOVE TO CORE (core/api): each has a twin planned there; when it lands, import it instead.
 */

const Product = Schema.Literals(["air", "htl", "act", "trf"]);

/** `GET /api/user`: spec 000 §1 "Products allowed per user (air, htl, act, trf) are read from the user record." */
const UserRecord = Schema.Struct({
  id: Schema.Union([Schema.Number, Schema.String]),
  firstName: Schema.optional(Schema.String),
  lastName: Schema.optional(Schema.String),
  username: Schema.optional(Schema.String),
  portalId: Schema.optional(Schema.Union([Schema.Number, Schema.String])),
  portalType: Schema.optional(Schema.String),
  products: Schema.optional(Schema.Array(Product)),
  /** The demo API answers a guest record (`guest: true`) for an anonymous visitor. */
  guest: Schema.optional(Schema.Boolean),
});
/** The record, bare or wrapped as `{ user }` (the demo login answers `{ done, user }`). */
export const HookUserReply = Schema.Union([Schema.Struct({ user: UserRecord }), UserRecord]);
const decodeUserReply = decodeWith(HookUserReply);
export const decodeHookUser = (input: unknown) =>
  Result.map(decodeUserReply(input), (reply) => ("user" in reply ? reply.user : reply));

/** `GET /api/portal/config/{id}`: feature switches (spec 000 §1, spec 001 §1) and the portal type. */
export const HookPortalConfigReply = Schema.Record(Schema.String, Schema.Unknown);
export const decodeHookPortalConfig = decodeWith(HookPortalConfigReply);

/** Any JSON reply whose body the hook does not read (login, logout, delete). */
export const decodeIgnored = (input: unknown) => decodeWith(Schema.Unknown)(input);
