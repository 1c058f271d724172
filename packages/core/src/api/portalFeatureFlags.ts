import * as Schema from "effect/Schema";

/** Feature groups. Spec 001 §1: "feature groups: all features, only 'go' features (price-GO), B2B, B2C". */
export const PORTAL_FEATURE_GROUPS = ["all", "go", "B2B", "B2C"] as const;

/** Tax label flag. Spec 001 §4: "Tax flag: true included, false not included, 'none' hides the label". */
export const PricesIncludeTaxes = Schema.Union([Schema.Boolean, Schema.Literal("none")]);
export type PricesIncludeTaxes = typeof PricesIncludeTaxes.Type;

/**
 * The feature switches that both the portal configuration and the hotel search reply may carry, as Struct fields
 * (spread them into a Struct). All optional: an absent flag is off.
 *
 * Spec 000 §1: "Feature switches coming from portal configuration: budgeting (enableBudgeting), pricer (enablePricer),
 * dual flow (enableDualFlow), smart flow, related rates, only-'GO' features, B2B, B2C." Spec 001 §1: "enableBudgeting,
 * enablePricer, enableDualFlow, relatedRates, smartFlow, hotelsV2TariffOnDemand, showSuppliers, showZoneFilter,
 * showRefundable, showTripAdvisor, showWidgetOffer, showPricesIncludeTaxes, mailIncludesPDF, map v3. Also feature
 * groups: all features, only 'go' features (price-GO), B2B, B2C."
 *
 * Decisions (names not shown): "map v3" is `mapV3`; the feature groups are a list `featureGroups` of
 * `PORTAL_FEATURE_GROUPS` (a portal can be B2B and price-GO at once); `portalType` is a string ('B2B' or another).
 */
export const portalFeatureFlagFields = {
  portalType: Schema.optional(Schema.String),
  enableBudgeting: Schema.optional(Schema.Boolean),
  enablePricer: Schema.optional(Schema.Boolean),
  enableDualFlow: Schema.optional(Schema.Boolean),
  relatedRates: Schema.optional(Schema.Boolean),
  smartFlow: Schema.optional(Schema.Boolean),
  hotelsV2TariffOnDemand: Schema.optional(Schema.Boolean),
  showSuppliers: Schema.optional(Schema.Boolean),
  showZoneFilter: Schema.optional(Schema.Boolean),
  showRefundable: Schema.optional(Schema.Boolean),
  showTripAdvisor: Schema.optional(Schema.Boolean),
  showWidgetOffer: Schema.optional(Schema.Boolean),
  showPricesIncludeTaxes: Schema.optional(PricesIncludeTaxes),
  mailIncludesPDF: Schema.optional(Schema.Boolean),
  mapV3: Schema.optional(Schema.Boolean),
  featureGroups: Schema.optional(Schema.Array(Schema.Literals(PORTAL_FEATURE_GROUPS))),
};

/** The feature switches alone. */
export const PortalFeatureFlags = Schema.Struct(portalFeatureFlagFields);
export type PortalFeatureFlags = typeof PortalFeatureFlags.Type;
