import * as Schema from "effect/Schema";
import { ApiNumber } from "./apiPrimitives.js";
import { portalFeatureFlagFields } from "./portalFeatureFlags.js";

/**
 * Reply of `GET /api/portal/config/{id}`: every feature switch of the portal.
 *
 * Spec 000 §1 and spec 001 §1 flags (see `PortalFeatureFlags`); spec 001 §7 "hotel portal configuration
 * (availabilityType)"; spec 002 §1 supplier selection "only if the configuration allows supplier selection; default
 * false"; spec 000 §3 stored `hotelResultAsyncTimeout`.
 *
 * Decisions (names not shown): `allowSupplierSelection`, `showSegmentsTypesFilter` (spec 002 §2 "A segment-type
 * filter shows only when a flag enables it"), `hotelResultAsyncTimeout` in seconds, `availabilityType` as the
 * default availability code (CNF, ALL, ORQ), `voucherNewFlow` (spec 002 §6 "new voucher flow only when allowed"),
 * `enableCircuits` (circuits have no product code in the user record, so the portal offers them: core's
 * `CIRCUITS_CONFIG_FLAG`).
 */
export const PortalConfigReply = Schema.Struct({
  id: Schema.optional(Schema.String),
  /** The portal's display name. */
  name: Schema.optional(Schema.String),
  ...portalFeatureFlagFields,
  availabilityType: Schema.optional(Schema.String),
  allowSupplierSelection: Schema.optional(Schema.Boolean),
  showSegmentsTypesFilter: Schema.optional(Schema.Boolean),
  hotelResultAsyncTimeout: Schema.optional(ApiNumber),
  voucherNewFlow: Schema.optional(Schema.Boolean),
  enableCircuits: Schema.optional(Schema.Boolean),
});
export type PortalConfigReply = typeof PortalConfigReply.Type;
