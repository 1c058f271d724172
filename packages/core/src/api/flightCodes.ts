// The flight API's plain codes, in a module without Schemas: core's functions read them from here, so a consumer
// bundling one of those functions does not keep the reply Schemas (and effect's Schema runtime) that are built from
// them in flightSearchFilterOptions.ts and flightSolution.ts; api/index.ts exports them.

/** Sort options. Spec 002 §2: "Sort dropdown 'orderby': PRICE:ASC (Precio), RELEVANCY:DESC (Relevancia), DURATION:ASC (Duración)"; default PRICE:ASC (§9). */
export const FLIGHT_SORTING_CODES = ["PRICE:ASC", "RELEVANCY:DESC", "DURATION:ASC"] as const;

/** Baggage filter codes. Spec 002 §9: "Baggage filter: ALL, WFBA (included), NB (not included)". */
export const FLIGHT_BAGGAGE_FILTERS = ["ALL", "WFBA", "NB"] as const;
/** Transport filter codes. Spec 002 §9: "Transport filter: ALL, Air, Train". */
export const FLIGHT_TRANSPORT_FILTERS = ["ALL", "Air", "Train"] as const;
/** Fixed service-class list. Spec 002 §9: "ALL, NMO.GBL.SCL.ECO, NMO.GBL.SCL.BSN, NMO.GBL.SCL.FST". */
export const FLIGHT_SERVICE_CLASS_FILTERS = ["ALL", "NMO.GBL.SCL.ECO", "NMO.GBL.SCL.BSN", "NMO.GBL.SCL.FST"] as const;

/** Typed price entries of `prices.totalPrices`. Spec 002 §3: "tax NMO.GBL.RPT.TAX, gross NMO.GBL.RPT.GRS, charge NMO.GBL.RPT.CHG, visualization-currency NMO.GBL.RPT.VGR". */
export const FLIGHT_PRICE_TYPES = {
  tax: "NMO.GBL.RPT.TAX",
  gross: "NMO.GBL.RPT.GRS",
  charge: "NMO.GBL.RPT.CHG",
  visualization: "NMO.GBL.RPT.VGR",
} as const;
