import * as Schema from "effect/Schema";

/** Product codes a user may be allowed. Spec 000 §1: "Products allowed per user (air, htl, act, trf) are read from the user record." */
export const USER_PRODUCTS = ["air", "htl", "act", "trf"] as const;

/**
 * Reply of `GET /api/user`: the current user. Spec 000 §7: "allowed products read from the record; fields beyond
 * those: not shown".
 *
 * Decisions: `id` (needed for the active budget key `userId-id`, spec 000 §4); `products` lists allowed product
 * codes as strings (known: `USER_PRODUCTS`); `onlyWithoutCancellationFees` marks users who may only book rates with
 * no cancellation fees (spec 000 §6); `outOfLimit` marks a user whose credit limit is reached (spec 000 §6 "A credit
 * limit (outOfLimit)"); `portalId` names the portal whose configuration applies (`GET /api/portal/config/{id}`,
 * spec 000 §7); `guest` marks the record an anonymous visitor gets (so the portal can render without a 401); name,
 * login name, e-mail, agency (name, or code and name) and `portalType` are optional display data.
 */
export const PortalUser = Schema.Struct({
  id: Schema.String,
  products: Schema.Array(Schema.String),
  firstName: Schema.optional(Schema.String),
  lastName: Schema.optional(Schema.String),
  username: Schema.optional(Schema.String),
  email: Schema.optional(Schema.String),
  agencyName: Schema.optional(Schema.String),
  agency: Schema.optional(Schema.NullOr(Schema.Struct({ code: Schema.String, name: Schema.String }))),
  portalType: Schema.optional(Schema.String),
  portalId: Schema.optional(Schema.String),
  onlyWithoutCancellationFees: Schema.optional(Schema.Boolean),
  outOfLimit: Schema.optional(Schema.Boolean),
  guest: Schema.optional(Schema.Boolean),
  /** Ours (issue 40): the user may enter the back office; the header then links to it. Absent: not an administrator. */
  admin: Schema.optional(Schema.Boolean),
});
export type PortalUser = typeof PortalUser.Type;
