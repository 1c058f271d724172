/**
 * A portal's configuration (`GET /api/portal/config/{id}`). Spec 001 §1: "Feature flags from the search reply or
 * portal configuration: enableBudgeting, enablePricer, enableDualFlow, relatedRates, smartFlow,
 * hotelsV2TariffOnDemand, showSuppliers, showZoneFilter, showRefundable, showTripAdvisor, showWidgetOffer,
 * showPricesIncludeTaxes, mailIncludesPDF, map v3. Also feature groups: all features, only 'go' features (price-GO),
 * B2B, B2C."
 */
export interface DemoPortal {
  readonly id: number;
  readonly name: string;
  readonly portalType: "B2B" | "B2C";
  /** Feature group: `all` features, or `go` (price-GO hides offers, review-site filter and some price elements). */
  readonly features: "all" | "go";
  /** Spec 001 §3: "availability (default CNF, overwritten by portal configuration)". */
  readonly availabilityType: "CNF" | "ALL" | "ORQ";
  readonly enableBudgeting: boolean;
  readonly enablePricer: boolean;
  readonly enableDualFlow: boolean;
  readonly smartFlow: boolean;
  readonly relatedRates: boolean;
  readonly hotelsV2TariffOnDemand: boolean;
  readonly showSuppliers: boolean;
  readonly showZoneFilter: boolean;
  readonly showRefundable: boolean;
  readonly showTripAdvisor: boolean;
  readonly showWidgetOffer: boolean;
  /** Spec 001 §4: "Tax flag: true included, false not included, 'none' hides the label." */
  readonly showPricesIncludeTaxes: boolean | "none";
  readonly mailIncludesPDF: boolean;
  /** "map v3": the map view at `/v3/{lang}/hotel/map/…`. */
  readonly mapV3: boolean;
  /** Seconds a progressive hotel search may run (spec 001 §9: the local `hotelResultAsyncTimeout`). */
  readonly hotelResultAsyncTimeout: number;
}

/**
 * The three demo portals: the consumer site (budgets off), the agencies' site with every feature on and the pricer
 * (trips) flow, and a price-GO agencies' site with budgets (not pricer) and only the 'go' features.
 */
export const DEMO_PORTALS: readonly DemoPortal[] = [
  {
    id: 1,
    name: "Travesía",
    portalType: "B2C",
    features: "all",
    availabilityType: "CNF",
    enableBudgeting: false,
    enablePricer: false,
    enableDualFlow: false,
    smartFlow: false,
    relatedRates: true,
    hotelsV2TariffOnDemand: false,
    showSuppliers: false,
    showZoneFilter: true,
    showRefundable: true,
    showTripAdvisor: true,
    showWidgetOffer: true,
    showPricesIncludeTaxes: true,
    mailIncludesPDF: false,
    mapV3: true,
    hotelResultAsyncTimeout: 20,
  },
  {
    id: 2,
    name: "Travesía Agencias",
    portalType: "B2B",
    features: "all",
    availabilityType: "ALL",
    enableBudgeting: true,
    enablePricer: true,
    enableDualFlow: true,
    smartFlow: true,
    relatedRates: true,
    hotelsV2TariffOnDemand: true,
    showSuppliers: true,
    showZoneFilter: true,
    showRefundable: true,
    showTripAdvisor: true,
    showWidgetOffer: true,
    showPricesIncludeTaxes: false,
    mailIncludesPDF: true,
    mapV3: true,
    hotelResultAsyncTimeout: 20,
  },
  {
    id: 3,
    name: "Travesía GO",
    portalType: "B2B",
    features: "go",
    availabilityType: "CNF",
    enableBudgeting: true,
    enablePricer: false,
    enableDualFlow: false,
    smartFlow: false,
    relatedRates: false,
    hotelsV2TariffOnDemand: false,
    showSuppliers: false,
    showZoneFilter: false,
    showRefundable: false,
    showTripAdvisor: false,
    showWidgetOffer: false,
    showPricesIncludeTaxes: "none",
    mailIncludesPDF: false,
    mapV3: false,
    hotelResultAsyncTimeout: 10,
  },
];

/** The portal an anonymous visitor sees. */
export const DEFAULT_PORTAL_ID = 1;

/** The portal with this id, or the first portal of this type (`B2B`, `B2C`, `GO`), if any. */
export const demoPortalById = (id: string): DemoPortal | undefined => {
  const upper = id.toUpperCase();
  if (upper === "GO") return DEMO_PORTALS.find((portal) => portal.features === "go");
  return DEMO_PORTALS.find((portal) => String(portal.id) === id || portal.portalType === upper);
};
