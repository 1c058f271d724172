import { Schema } from "effect";

/** Product codes a user may be allowed. Spec 000 §1: "Products allowed per user (air, htl, act, trf) are read from the user record." */
export const USER_PRODUCTS = ["air", "htl", "act", "trf"] as const;

/**
 * Reply of `GET /api/user`: the current user. Spec 000 §7: "allowed products read from the record; fields beyond
 * those: not shown".
 *
 * Decisions: `id` (needed for the active budget key `userId-id`, spec 000 §4); `products` lists allowed product
 * codes as strings (known: `USER_PRODUCTS`); `onlyWithoutCancellationFees` marks users who may only book rates with
 * no cancellation fees (spec 000 §6); name, e-mail, agency and `portalType` are optional display data.
 */
export const PortalUser = Schema.Struct({
  id: Schema.String,
  products: Schema.Array(Schema.String),
  firstName: Schema.optional(Schema.String),
  lastName: Schema.optional(Schema.String),
  email: Schema.optional(Schema.String),
  agencyName: Schema.optional(Schema.String),
  portalType: Schema.optional(Schema.String),
  onlyWithoutCancellationFees: Schema.optional(Schema.Boolean),
});
export type PortalUser = typeof PortalUser.Type;
